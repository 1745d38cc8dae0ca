import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** A house the stand-in knows: an address whose one-line form starts with `street` and contains `zip` matches it. */
export interface CensusHouse {
  street: string;
  zip: string;
  lat: number;
  lng: number;
  /** The town the Census answers with. */
  city?: string;
}

export interface RecordedCensusRequest {
  path: string;
  query: Record<string, string>;
}

export type CensusFailure =
  | { status: number; body?: string }
  /** Never answer (until close): a Census that hangs. */
  | { hold: true }
  /** Destroy the connection instead of answering. */
  | { drop: true };

const BENCHMARK = { isDefault: true, benchmarkDescription: 'Public Address Ranges - Current Benchmark', id: '4', benchmarkName: 'Public_AR_Current' };

/**
 * The US Census geocoder's GET /geocoder/locations/onelineaddress on loopback, answering its JSON: 400 with
 * {errors, status} for an empty or over-long address or an unknown benchmark, else result.addressMatches (empty when
 * no house matches).
 */
export class CensusStandIn {
  readonly requests: RecordedCensusRequest[] = [];
  private readonly houses: CensusHouse[] = [];
  private readonly failures: CensusFailure[] = [];
  private readonly held: ServerResponse[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<CensusStandIn> {
    const server = createServer((req, res) => standIn.handle(req, res));
    const standIn = new CensusStandIn(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return standIn;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  addHouse(house: CensusHouse): void {
    this.houses.push(house);
  }

  /** The next request fails this way (queue several for several requests). */
  failNext(failure: CensusFailure): void {
    this.failures.push(failure);
  }

  reset(): void {
    this.requests.length = 0;
    this.houses.length = 0;
    this.failures.length = 0;
  }

  async close(): Promise<void> {
    this.held.splice(0).forEach((res) => res.destroy());
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const failure = this.failures.shift();
    if (failure && 'hold' in failure) {
      this.held.push(res);
      return;
    }
    if (failure && 'drop' in failure) {
      req.socket.destroy();
      return;
    }
    if (failure) {
      res
        .writeHead(failure.status, { 'content-type': 'application/json' })
        .end(failure.body ?? JSON.stringify({ errors: ['Internal error'], status: String(failure.status) }));
      return;
    }
    if (url.pathname !== '/geocoder/locations/onelineaddress') return this.json(res, 404, { errors: ['Not found'], status: '404' });
    const address = url.searchParams.get('address') ?? '';
    if (!address.trim() || address.length > 100) {
      return this.json(res, 400, { errors: ['Address cannot be empty and cannot exceed 100 characters'], status: '400' });
    }
    if (url.searchParams.get('benchmark') !== BENCHMARK.benchmarkName) {
      return this.json(res, 400, { errors: ['Benchmark must be a valid name or id'], status: '400' });
    }
    const upper = address.toUpperCase();
    const matches = this.houses
      .filter((h) => upper.startsWith(h.street.toUpperCase()) && upper.includes(h.zip))
      .map((h) => ({
        tigerLine: { side: 'L', tigerLineId: '141594512' },
        coordinates: { x: h.lng, y: h.lat },
        addressComponents: {
          zip: h.zip,
          streetName: h.street.toUpperCase().replace(/^\d+\s+/, ''),
          preType: '',
          city: (h.city ?? 'SANTA CLARITA').toUpperCase(),
          preDirection: '',
          suffixDirection: '',
          fromAddress: '1',
          state: 'CA',
          suffixType: '',
          toAddress: '99',
          suffixQualifier: '',
          preQualifier: '',
        },
        matchedAddress: `${h.street.toUpperCase()}, ${(h.city ?? 'SANTA CLARITA').toUpperCase()}, CA, ${h.zip}`,
      }));
    this.json(res, 200, { result: { input: { address: { address }, benchmark: BENCHMARK }, addressMatches: matches } });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
