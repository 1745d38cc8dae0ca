import { DEFAULT_STRAIGHT_LINE, straightLineMatrix, straightLineMinutes } from './distance';
import { haversineKm } from './geo';

describe('straight-line driving minutes', () => {
  const newhall = { lat: 34.3847, lng: -118.5309 };
  const castaic = { lat: 34.4889, lng: -118.6229 };

  it('given two towns, when measured, then haversine is the great-circle distance', () => {
    // One degree of latitude is 111.2 km on the mean sphere.
    expect(haversineKm({ lat: 34, lng: -118 }, { lat: 35, lng: -118 })).toBeCloseTo(111.2, 1);
    expect(haversineKm(newhall, castaic)).toBeCloseTo(14.3, 1);
    expect(haversineKm(newhall, newhall)).toBe(0);
  });

  it('given the defaults, when estimated, then minutes are km × 1.3 at 30 km/h', () => {
    expect(DEFAULT_STRAIGHT_LINE).toEqual({ detourFactor: 1.3, averageSpeedKmh: 30 });
    expect(straightLineMinutes(newhall, castaic)).toBeCloseTo(((haversineKm(newhall, castaic) * 1.3) / 30) * 60, 9);
  });

  it('given other settings, when estimated, then the detour factor and speed scale the minutes', () => {
    const base = straightLineMinutes(newhall, castaic, { detourFactor: 1, averageSpeedKmh: 60 });
    expect(straightLineMinutes(newhall, castaic, { detourFactor: 2, averageSpeedKmh: 60 })).toBeCloseTo(base * 2, 9);
    expect(straightLineMinutes(newhall, castaic, { detourFactor: 1, averageSpeedKmh: 30 })).toBeCloseTo(base * 2, 9);
  });

  it('given points, when a matrix is made, then it is square, zero on the diagonal and symmetric', () => {
    const m = straightLineMatrix([newhall, castaic, { lat: 34.42, lng: -118.58 }]);
    expect(m).toHaveLength(3);
    m.forEach((row, i) => {
      expect(row).toHaveLength(3);
      expect(row[i]).toBe(0);
      row.forEach((v, j) => expect(v).toBeCloseTo(m[j][i], 12));
    });
  });
});
