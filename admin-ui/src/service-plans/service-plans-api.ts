import { API_ADMIN_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';

export type PlanAction = 'pause' | 'resume' | 'cancel' | 'location';

/** The plan's proof rule: a before photo at Start, or not; answers the server's message. */
export async function setBeforePhotos(id: string, beforePhotos: boolean): Promise<{ message?: string }> {
  const { json } = await httpClient(`${API_ADMIN_URL}/service-plans/${encodeURIComponent(id)}/photo-rule`, {
    method: 'PUT',
    body: JSON.stringify({ beforePhotos }),
  });
  return json as { message?: string };
}

/** Pause/resume ({from}), cancel ({reason}) and the staff pin ({lat,lng}); answers the server's message. */
export async function runPlanAction(id: string, action: PlanAction, body: Record<string, unknown>): Promise<{ message?: string }> {
  const { json } = await httpClient(`${API_ADMIN_URL}/service-plans/${encodeURIComponent(id)}/${action}`, {
    method: action === 'location' ? 'PUT' : 'POST',
    body: JSON.stringify(body),
  });
  return json as { message?: string };
}
