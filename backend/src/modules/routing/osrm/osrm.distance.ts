import { Logger } from '@nestjs/common';
import { DistanceSource, MinutesMatrix, straightLineMatrix, StraightLineSettings } from '../domain/distance';
import { LatLng } from '../domain/geo';
import { fetchJson, OutsideServiceFailed } from '../fetch-json';

export interface OsrmSettings {
  /** The OSRM server, e.g. http://127.0.0.1:5000. */
  baseUrl: string;
  timeoutMs: number;
  /** The straight-line estimate used when OSRM fails, and for pairs it finds no road between. */
  fallback: StraightLineSettings;
}

/** OSRM's own default limit on a table request (--max-table-size). */
export const OSRM_MAX_POINTS = 100;

/**
 * OSRM's table service (/table/v1/driving/…, annotations=duration) for the whole matrix in one request. On any failure,
 * or with more points than OSRM takes, the straight-line estimate answers instead; a pair OSRM cannot route (null)
 * gets the estimate for that pair alone.
 */
export class OsrmDistance extends DistanceSource {
  readonly kind = 'osrm' as const;
  private readonly logger = new Logger('routing');
  private readonly base: string;

  constructor(private readonly settings: OsrmSettings) {
    super();
    this.base = settings.baseUrl.replace(/\/+$/, '');
  }

  async minutes(points: readonly LatLng[]): Promise<MinutesMatrix> {
    const estimate = straightLineMatrix(points, this.settings.fallback);
    if (points.length < 2) return estimate;
    if (points.length > OSRM_MAX_POINTS) {
      this.logger.warn(`OSRM takes at most ${OSRM_MAX_POINTS} points a table; estimating ${points.length} in straight lines`);
      return estimate;
    }
    try {
      const seconds = await this.table(points);
      return estimate.map((row, i) => row.map((straight, j) => (i === j ? 0 : seconds[i][j] === null ? straight : (seconds[i][j] as number) / 60)));
    } catch (error) {
      if (!(error instanceof OutsideServiceFailed)) throw error;
      this.logger.warn(`${error.message}; estimating in straight lines`);
      return estimate;
    }
  }

  private async table(points: readonly LatLng[]): Promise<Array<Array<number | null>>> {
    const coordinates = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
    const url = new URL(`${this.base}/table/v1/driving/${coordinates}`);
    url.searchParams.set('annotations', 'duration');
    const answer = (await fetchJson(url, 'OSRM', this.settings.timeoutMs)) as { code?: unknown; message?: unknown; durations?: unknown } | null;
    if (answer?.code !== 'Ok') throw new OutsideServiceFailed(`OSRM answered ${String(answer?.code).slice(0, 40)}`);
    const durations = answer.durations;
    const n = points.length;
    const valid =
      Array.isArray(durations) &&
      durations.length === n &&
      durations.every(
        (row) => Array.isArray(row) && row.length === n && row.every((s) => s === null || (typeof s === 'number' && Number.isFinite(s) && s >= 0)),
      );
    if (!valid) throw new OutsideServiceFailed(`OSRM answered a durations table that is not ${n} × ${n} seconds`);
    return durations as Array<Array<number | null>>;
  }
}
