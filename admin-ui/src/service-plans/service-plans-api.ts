import { API_ADMIN_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';

export type PlanAction = 'pause' | 'resume' | 'cancel' | 'location';

/** Pause/resume ({from}), cancel ({reason}) and the staff pin ({lat,lng}); answers the server's message. */
export async function runPlanAction(id: string, action: PlanAction, body: Record<string, unknown>): Promise<{ message?: string }> {
  const { json } = await httpClient(`${API_ADMIN_URL}/service-plans/${encodeURIComponent(id)}/${action}`, {
    method: action === 'location' ? 'PUT' : 'POST',
    body: JSON.stringify(body),
  });
  return json as { message?: string };
}
