import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { hostname } from 'node:os';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../../config/config';
import { redactUrl } from './redact-url';

/** What pino-http's standard serializers hand on (pino-std-serializers' request and response shapes). */
interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  remoteAddress?: string;
  remotePort?: number;
}

interface LoggedResponse {
  statusCode?: number | null;
  headers?: OutgoingHttpHeaders;
}

// Credentials never reach a log line; these headers hold nothing else.
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization', 'set-cookie', 'stripe-signature', 'x-lead-token']);
// Headers that carry a URL, and so possibly a bearer value in its path or query.
const URL_HEADERS = new Set(['referer', 'location', 'content-location']);

/** pino-http for the api: one JSON line per request, with bearer values in URLs and every credential header left out. */
export function requestLogging(config: AppConfig, destination?: DestinationStream): Options | [Options, DestinationStream] {
  const options: Options = {
    level: config.env.LOG_LEVEL,
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url ?? ''),
        headers: loggedHeaders(req.headers),
        remoteAddress: req.remoteAddress,
        remotePort: req.remotePort,
      }),
      res: (res: LoggedResponse) => ({ statusCode: res.statusCode, headers: loggedHeaders(res.headers) }),
    },
    // A second line of defence should a serializer above ever be bypassed.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    // The role is bound once on the base logger (beside pino's own pid and hostname) rather than as customProps,
    // which cost a child logger on every request and a second look at every response.
    base: { pid: process.pid, hostname: hostname(), role: config.role },
  };
  return destination ? [options, destination] : options;
}

function loggedHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(headers ?? {})) {
    const key = name.toLowerCase();
    if (DROPPED_HEADERS.has(key)) continue;
    out[key] = URL_HEADERS.has(key) && typeof value === 'string' ? redactUrl(value) : value;
  }
  return out;
}
