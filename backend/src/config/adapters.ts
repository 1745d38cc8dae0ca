import { AppConfig } from './config';

/** Loud on purpose: production with ALLOW_SANDBOX_PAYMENTS=true gives the service away. */
export const SANDBOX_IN_PRODUCTION =
  'WARNING: SANDBOX PAYMENTS ARE ALLOWED IN PRODUCTION (ALLOW_SANDBOX_PAYMENTS=true): every checkout at /checkout/sandbox/:id is marked paid and nobody is charged';

/** One banner line per outside service: the real adapter when configured, else the built-in default (DESIGN.md §7). */
export function describeAdapters(config: AppConfig): string[] {
  const env = config.env;
  const stripeKeys = [env.STRIPE_SECRET_KEY && 'test key', env.STRIPE_LIVE_SECRET_KEY && 'live key'].filter(Boolean).join(' + ');
  return [
    `payments: ${!config.sandboxPayments ? `Stripe Checkout (${stripeKeys})` : config.isProduction ? SANDBOX_IN_PRODUCTION : 'built-in sandbox checkout at /checkout/sandbox/:id (set STRIPE_SECRET_KEY for Stripe)'}`,
    `email: ${env.SMTP_URL ? `SMTP via ${smtpServer(env.SMTP_URL)}` : 'built-in outbox (set SMTP_URL for SMTP)'}`,
    `task board: ${env.TRELLO_API_KEY && env.TRELLO_TOKEN && env.TRELLO_BOARD_ID ? `Trello board ${env.TRELLO_BOARD_ID}` : 'built-in board (set TRELLO_API_KEY, TRELLO_TOKEN and TRELLO_BOARD_ID for Trello)'}`,
    `chat: ${env.OPENAI_API_KEY ? `OpenAI-compatible model ${env.CHAT_MODEL} at ${env.OPENAI_BASE_URL}` : 'built-in site guide (set OPENAI_API_KEY for a model)'}`,
    `geocoder: ${env.GEOCODER === 'census' ? `US Census geocoder at ${new URL(env.CENSUS_GEOCODER_URL).host} (ZIP centroid when it fails)` : 'built-in ZIP centroids (set GEOCODER=census for the US Census geocoder)'}`,
    `routing: ${env.OSRM_URL ? `OSRM at ${new URL(env.OSRM_URL).host} (straight-line estimate when it fails)` : `straight line × ${env.ROUTE_DETOUR_FACTOR} at ${env.ROUTE_AVERAGE_SPEED_KMH} km/h (set OSRM_URL for road times)`}`,
  ];
}

/** host:port of an SMTP URL, never its credentials. */
function smtpServer(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}
