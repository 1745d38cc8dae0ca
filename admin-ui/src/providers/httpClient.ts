import { fetchUtils, HttpError } from 'react-admin';
import { problemMessage } from './problem-details';

/** Same-origin JSON fetch with the session cookie; errors carry the problem-details message. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(problemMessage(error.body, error.message), error.status, error.body);
    }
    throw error;
  }
}
