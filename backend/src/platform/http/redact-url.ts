/** What a bearer value reads as once redacted, in logs and in website_analytics. */
export const REDACTED = '[redacted]';

/** URLs are cut to this length before anything looks at them (a page URL is far shorter; a request line may be 16 KB). */
const MAX_URL_LENGTH = 2048;

/** Query and fragment parameters whose values are bearer values or personal data (names compared lower-cased). */
const SECRET_PARAMETERS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'email',
  'e-mail',
  'session_id',
  'sessionid',
  'order_id',
  'orderid',
  'lead_id',
  'leadid',
  'sid',
  'password',
  'secret',
  'signature',
]);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// Stripe Checkout Sessions and the built-in sandbox's: the id alone opens the order's pages.
const CHECKOUT_SESSION = /cs_(?:test|live|sandbox)_[a-z0-9]/i;
const AUTHORITY = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i;

/**
 * The URL with every bearer value (session, order, lead and checkout ids, tokens, e-mail addresses) replaced by
 * [redacted]: the segment after /by-session/, /checkout/sandbox/ and /sandbox/sessions/, any segment holding a uuid,
 * a checkout session id or an '@', and the values of token-like parameters. Linear in the (capped) length.
 */
export function redactUrl(url: string): string {
  const capped = url.length > MAX_URL_LENGTH ? `${url.slice(0, MAX_URL_LENGTH)}…` : url;
  const authority = AUTHORITY.exec(capped);
  const origin = authority ? `${authority[1]}${redactUserInfo(authority[2])}` : '';
  const rest = capped.slice(authority ? authority[0].length : 0);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? null : beforeHash.slice(queryAt + 1);
  const fragment = hashAt < 0 ? null : rest.slice(hashAt + 1);
  return `${origin}${redactPath(path)}${query === null ? '' : `?${redactParameters(query)}`}${fragment === null ? '' : `#${redactFragment(fragment)}`}`;
}

function redactUserInfo(authority: string): string {
  const at = authority.lastIndexOf('@');
  return at < 0 ? authority : `${REDACTED}${authority.slice(at)}`;
}

function redactPath(path: string): string {
  const segments = path.split('/');
  const lower = segments.map((s) => (decoded(s) ?? s).toLowerCase());
  return segments
    .map((segment, i) => {
      const after = (...names: string[]) => names.every((name, k) => lower[i - names.length + k] === name);
      const bearerPosition = i > 0 && (after('by-session') || after('checkout', 'sandbox') || after('sandbox', 'sessions'));
      return segment && (bearerPosition || looksLikeBearer(segment)) ? REDACTED : segment;
    })
    .join('/');
}

function redactParameters(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return looksLikeBearer(pair) ? REDACTED : pair;
      const name = pair.slice(0, equals);
      const key = (decoded(name.replace(/\+/g, ' ')) ?? name).trim().toLowerCase().replace(/\[\]$/, '');
      const value = pair.slice(equals + 1);
      return SECRET_PARAMETERS.has(key) || looksLikeBearer(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function redactFragment(fragment: string): string {
  if (fragment.includes('=')) return redactParameters(fragment);
  return looksLikeBearer(fragment) ? REDACTED : fragment;
}

/** A uuid, a checkout session id or an e-mail address, raw or percent-encoded (an undecodable value is judged as it is). */
function looksLikeBearer(raw: string): boolean {
  const text = decoded(raw) ?? raw;
  return text.includes('@') || /%40/i.test(raw) || UUID.test(text) || CHECKOUT_SESSION.test(text);
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
