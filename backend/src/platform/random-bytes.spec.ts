import { poolRandomBytes, RANDOM_POOL_BYTES, RANDOM_POOL_MAX_DRAW } from './random-bytes';

describe('poolRandomBytes: CSPRNG bytes drawn from a pool', () => {
  it('given many draws across several refills, answers the sizes asked for and never the same bytes twice', () => {
    const seen = new Set<string>();
    let drawn = 0;
    // 13-byte draws do not divide the pool: some refills happen with bytes left over, which are never handed out.
    while (drawn < RANDOM_POOL_BYTES * 5) {
      const bytes = poolRandomBytes(13);
      expect(bytes).toHaveLength(13);
      seen.add(bytes.toString('hex'));
      drawn += 13;
    }
    expect(seen.size).toBe(Math.ceil((RANDOM_POOL_BYTES * 5) / 13));
  });

  it('hands out its own copy: changing one draw changes nothing in the next', () => {
    const first = poolRandomBytes(32);
    const kept = Buffer.from(first);
    first.fill(0);
    const second = poolRandomBytes(32);
    expect(second.equals(Buffer.alloc(32))).toBe(false);
    expect(second.equals(kept)).toBe(false);
  });

  it('looks random: the bytes of 2,000 IVs spread over all 256 values', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 2_000; i++) for (const byte of poolRandomBytes(12)) counts[byte] += 1;
    // 24,000 bytes: about 94 of each value; none missing and none far off (a stuck or zeroed pool would fail).
    expect(Math.min(...counts)).toBeGreaterThan(40);
    expect(Math.max(...counts)).toBeLessThan(160);
  });

  it('draws larger sizes alone, and refuses a size randomBytes refuses', () => {
    expect(poolRandomBytes(RANDOM_POOL_MAX_DRAW + 1)).toHaveLength(RANDOM_POOL_MAX_DRAW + 1);
    expect(poolRandomBytes(0)).toHaveLength(0);
    expect(() => poolRandomBytes(-1)).toThrow(/out of range/);
  });
});
