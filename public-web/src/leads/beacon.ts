/**
 * Posts JSON that must survive the page going away: sendBeacon when the browser has it, else a keepalive fetch.
 * The body goes as text/plain, which the server accepts, so the beacon needs no CORS preflight.
 */
export function sendBeaconJson(url: string, body: unknown): boolean {
  const text = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([text], { type: 'text/plain' }))) return true;
  } catch (error) {
    console.warn('sendBeacon failed, falling back to fetch:', error);
  }
  try {
    void fetch(url, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain' }, keepalive: true, credentials: 'same-origin' }).catch(
      (error: unknown) => console.warn(`Beacon to ${url} failed:`, error),
    );
    return true;
  } catch (error) {
    console.warn(`Beacon to ${url} failed:`, error);
    return false;
  }
}
