import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedOsrmRequest {
  path: string;
  query: Record<string, string>;
  /** The coordinates the path named, as [lng, lat] pairs. */
  coordinates: Array<[number, number]>;
}

export type OsrmFailure = { status: number; body?: unknown } | { hold: true };

/** The stand-in's own road model, unlike the app's default estimate so a test can tell them apart: 1.6 × straight line at 25 km/h. */
export function standInSeconds(from: [number, number], to: [number, number]): number {
  const rad = Math.PI / 180;
  const [lng1, lat1] = from;
  const [lng2, lat2] = to;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  const km = 2 * 6371.0088 * Math.asin(Math.sqrt(h));
  return Math.round(((km * 1.6) / 25) * 3600 * 10) / 10;
}

/**
 * OSRM's table service, GET /table/v1/driving/{lng,lat;…}?annotations=duration, on loopback: {code: 'Ok', durations
 * (seconds), sources, destinations}; OSRM's 400 {code, message} for a malformed query or more than 100 coordinates.
 */
export class OsrmStandIn {
  readonly requests: RecordedOsrmRequest[] = [];
  private readonly failures: OsrmFailure[] = [];
  private readonly held: ServerResponse[] = [];
  /** The held requests' normal answers, for release(). */
  private readonly pending: Array<() => void> = [];
  /** Pairs (by coordinate index) the stand-in finds no road between: their durations are null. */
  readonly unroutable = new Set<string>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OsrmStandIn> {
    const server = createServer((req, res) => standIn.handle(req, res));
    const standIn = new OsrmStandIn(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return standIn;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  failNext(failure: OsrmFailure): void {
    this.failures.push(failure);
  }

  reset(): void {
    this.requests.length = 0;
    this.failures.length = 0;
    this.unroutable.clear();
  }

  /** Answers every held request as if it had not been held; answers how many there were. */
  release(): number {
    const answers = this.pending.splice(0);
    this.held.splice(0);
    answers.forEach((answer) => answer());
    return answers.length;
  }

  /** How many requests are held unanswered now. */
  get holding(): number {
    return this.pending.length;
  }

  async close(): Promise<void> {
    this.pending.length = 0;
    this.held.splice(0).forEach((res) => res.destroy());
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const match = /^\/table\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    const coordinates = match
      ? decodeURIComponent(match[1])
          .split(';')
          .map((pair) => pair.split(',').map(Number) as [number, number])
      : [];
    this.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), coordinates });
    const failure = this.failures.shift();
    if (failure && 'hold' in failure) {
      this.held.push(res);
      this.pending.push(() => this.answer(match, coordinates, res));
      return;
    }
    if (failure) return this.json(res, failure.status, failure.body ?? { code: 'InternalError', message: 'stand-in failure' });
    this.answer(match, coordinates, res);
  }

  private answer(match: RegExpExecArray | null, coordinates: [number, number][], res: ServerResponse): void {
    const malformed = !match || coordinates.some((c) => c.length !== 2 || c.some((v) => !Number.isFinite(v)));
    if (malformed) return this.json(res, 400, { code: 'InvalidQuery', message: 'Query string malformed close to position 0' });
    if (coordinates.length > 100) return this.json(res, 400, { code: 'TooBig', message: 'Too many table coordinates' });
    const durations = coordinates.map((from, i) =>
      coordinates.map((to, j) => (i === j ? 0 : this.unroutable.has(`${i}-${j}`) ? null : standInSeconds(from, to))),
    );
    const waypoints = coordinates.map((location) => ({ hint: 'stand-in', distance: 0, name: '', location }));
    this.json(res, 200, { code: 'Ok', durations, sources: waypoints, destinations: waypoints });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
