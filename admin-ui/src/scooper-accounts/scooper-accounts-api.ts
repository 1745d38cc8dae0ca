import { API_ADMIN_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';

/** Staff give a scooper a new temporary password (shown once); the scooper's sessions end. */
export async function resetScooperPassword(id: string): Promise<{ temporaryPassword: string }> {
  const { json } = await httpClient(`${API_ADMIN_URL}/scooper-accounts/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    body: JSON.stringify({}),
  });
  return json as { temporaryPassword: string };
}
