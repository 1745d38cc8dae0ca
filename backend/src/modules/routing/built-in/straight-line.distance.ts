import { DistanceSource, MinutesMatrix, straightLineMatrix, StraightLineSettings } from '../domain/distance';
import { LatLng } from '../domain/geo';

/** The built-in distance: haversine × detour factor at an average speed. */
export class StraightLineDistance extends DistanceSource {
  readonly kind = 'straight-line' as const;

  constructor(private readonly settings: StraightLineSettings) {
    super();
  }

  async minutes(points: readonly LatLng[]): Promise<MinutesMatrix> {
    return straightLineMatrix(points, this.settings);
  }
}
