import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import pino, { DestinationStream, Logger } from 'pino';
import { AppConfig } from '../../config/config';
import { redactUrl } from './redact-url';
import { dropLostOutput } from '../supervision/terminal';

/**
 * The request headers a log line keeps. A list of what is kept rather than of what is dropped: a credential header
 * added later (a new token, a new signature) stays out of the logs without anyone remembering this file.
 */
const LOGGED_HEADERS = ['host', 'user-agent', 'referer', 'origin', 'content-type', 'content-length', 'x-forwarded-for', 'sec-fetch-site'] as const;
// Headers that carry a URL, and so possibly a bearer value in its path or query.
const URL_HEADERS = new Set<string>(['referer', 'origin']);

/** The process's logger: JSON lines with the role bound once beside pino's pid and hostname. */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options = { level: config.env.LOG_LEVEL, base: { pid: process.pid, hostname: hostname(), role: config.role } };
  // Lines are buffered and written off the request's path (flushed when the process exits); tests pass their own sink.
  if (destination) return pino(options, destination);
  // Silent (tests, benches): no buffered stream to keep open, flush and unregister for a process that never logs.
  if (options.level === 'silent') return pino(options);
  const stdout = pino.destination({ dest: 1, sync: false });
  // A closed terminal or pipe drops the lines (platform/supervision/terminal.ts) rather than end the process mid-stop.
  dropLostOutput(stdout);
  return pino(options, stdout);
}

/** The logger main and the HTTP edge share (app.get(RequestLog)), so the request lines and the app's go to one place. */
export class RequestLog {
  constructor(readonly logger: Logger) {}
}

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/**
 * One JSON line per /api request (health checks left out) when it ends: its id, method, redacted URL, a few headers,
 * the peer, the status and the time taken. No child logger and no serializer per request; with logging off (tests,
 * benches) only the request id is given. The id, a per-process counter like pino-http's, goes on req.id for events.
 */
export function requestLogging(logger: Logger): Middleware {
  let lastId = 0;
  const nextId = () => (lastId = (lastId + 1) & 0x7fffffff);
  if (!logger.isLevelEnabled('info')) {
    return (req, _res, next) => {
      (req as { id?: unknown }).id = nextId();
      next();
    };
  }
  return (req, res, next) => {
    const id = nextId();
    (req as { id?: unknown }).id = id;
    const url = req.url ?? '';
    if (!url.startsWith('/api') || url.startsWith('/api/health')) return next();
    const startedAt = Date.now();
    res.once('close', () => {
      const line = {
        req: {
          id,
          method: req.method,
          url: redactUrl(url),
          headers: loggedHeaders(req.headers),
          remoteAddress: req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
        },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - startedAt,
      };
      if (!res.writableFinished) logger.warn(line, 'request aborted');
      else if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    });
    next();
  };
}

function loggedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = URL_HEADERS.has(name) ? redactUrl(value) : value;
  }
  return out;
}
