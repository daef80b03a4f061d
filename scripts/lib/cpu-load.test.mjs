// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { busyCores, cpuSnapshot } from './cpu-load.mjs';

describe('busyCores', () => {
  it('is the busy share of the counted time, times the cores', () => {
    const before = { busy: 1_000, total: 4_000, cores: 2 };
    expect(busyCores(before, { busy: 1_600, total: 5_000, cores: 2 })).toBeCloseTo(1.2);
    expect(busyCores(before, { busy: 1_000, total: 5_000, cores: 2 })).toBe(0);
    expect(busyCores(before, { busy: 2_000, total: 5_000, cores: 2 })).toBe(2);
  });

  it('is null when no time was counted', () => {
    const same = { busy: 10, total: 20, cores: 4 };
    expect(busyCores(same, same)).toBeNull();
  });

  it('reads this machine: counters that only grow, a result within its cores', () => {
    const before = cpuSnapshot();
    const end = Date.now() + 50;
    while (Date.now() < end) Math.sqrt(Math.random());
    const after = cpuSnapshot();
    expect(after.cores).toBeGreaterThan(0);
    expect(after.total).toBeGreaterThanOrEqual(before.total);
    const busy = busyCores(before, after);
    if (busy !== null) {
      expect(busy).toBeGreaterThan(0);
      expect(busy).toBeLessThanOrEqual(after.cores);
    }
  });
});
