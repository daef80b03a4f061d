// @vitest-environment node

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BenchStepError,
  CALIBRATION_BASE_MS,
  calibrate,
  calibrationWorkload,
  describeCalibration,
  failureLine,
  judge,
  judgeGoal,
  quantile,
  readBaselines,
  spread,
  step,
  withSpread,
  writeBaseline,
} from './bench-stats.mjs';

describe('spread and quantile', () => {
  it('gives the median (the benches’ index rule), the min and the max', () => {
    expect(spread([258, 154, 190])).toEqual({ median: 190, min: 154, max: 258, n: 3 });
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
  });

  it('is NaN without values, not a crash', () => {
    expect(spread([]).n).toBe(0);
    expect(spread([]).median).toBeNaN();
  });

  it('prints the spread beside the median', () => {
    expect(withSpread(spread([154, 258, 190]), (n) => n.toFixed(1), 'ms')).toBe(
      '190.0 ms (154.0–258.0, 3 runs)',
    );
    expect(withSpread(spread([7]), String)).toBe('7 (7–7, 1 run)');
  });
});

describe('calibrate', () => {
  it('times the same work every round and scores it against the base', () => {
    let t = 0;
    const times = [50, 60, 40, 70, 50];
    const now = () => t;
    let calls = 0;
    const work = () => {
      // the first call is the unmeasured warm-up
      if (calls > 0) t += times[calls - 1] ?? 0;
      calls += 1;
    };
    const c = calibrate({ rounds: 5, now, work });
    expect(calls).toBe(6);
    expect(c).toMatchObject({ median: 50, min: 40, max: 70, n: 5 });
    expect(c.score).toBe(Math.round((CALIBRATION_BASE_MS * 1000) / 50));
    expect(describeCalibration(c)).toContain(`score ${c.score}`);
  });

  it('does the same work every run (a fixed workload, a fixed result)', () => {
    expect(calibrationWorkload()).toBe(calibrationWorkload());
  });
});

describe('judge', () => {
  const baseline = { reference: 20, run: 'H' };

  it('judges a time on its ratio to the reference, scaled by the baseline run', () => {
    // goal 150 ms when the reference was 20 ms: 7.5× the reference. This run is twice as slow.
    const slow = judge({ value: 280, goal: 150, reference: 40, baseline, unit: 'ms' });
    expect(slow.ratioGoal).toBe(7.5);
    expect(slow.ratio).toBe(7);
    expect(slow.met).toBe(true);
    expect(slow.absoluteMet).toBe(false);
    expect(slow.text).toContain('met');
    const over = judge({ value: 320, goal: 150, reference: 40, baseline });
    expect(over.met).toBe(false);
    expect(over.text).toContain('NOT met');
  });

  it('judges a rate (higher is better) the other way', () => {
    const rate = { reference: 10_000, run: 'H' };
    expect(
      judge({ value: 1500, goal: 2000, reference: 7000, baseline: rate, higherIsBetter: true }).met,
    ).toBe(true);
    expect(
      judge({ value: 1300, goal: 2000, reference: 7000, baseline: rate, higherIsBetter: true }).met,
    ).toBe(false);
  });

  it('falls back to the absolute goal without a baseline or a reference, and says so', () => {
    const none = judge({ value: 140, goal: 150, reference: 30 });
    expect(none.met).toBe(true);
    expect(none.ratioGoal).toBeNull();
    expect(none.text).toContain('no baseline recorded yet');
    const noRef = judge({ value: 160, goal: 150, reference: Number.NaN, baseline });
    expect(noRef.met).toBe(false);
    expect(noRef.text).toContain('no reference measured in this run');
  });

  it('never meets a goal with a NaN value', () => {
    expect(judge({ value: Number.NaN, goal: 150, reference: 20, baseline }).met).toBe(false);
    expect(judge({ value: Number.NaN, goal: 150, reference: null }).met).toBe(false);
  });
});

describe('baselines', () => {
  it('writes a baseline and reads it back, keeping the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-stats-'));
    const file = join(dir, 'baselines.json');
    try {
      expect(readBaselines(file)).toEqual({});
      writeBaseline('b', { reference: 2, run: 'x' }, file);
      writeBaseline('a', { reference: 1, run: 'y', value: 3 }, file);
      expect(readBaselines(file)).toEqual({
        a: { reference: 1, run: 'y', value: 3 },
        b: { reference: 2, run: 'x' },
      });
      expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a failed step says which and why', () => {
  it('names the step and the cause on one line', async () => {
    const failing = step('mounting the 100×20 course', () => {
      throw new Error('bench:player: "#titulo-da-aula" did not change from "null"\n  at stack');
    });
    await expect(failing).rejects.toBeInstanceOf(BenchStepError);
    const error = await failing.catch((e) => e);
    expect(failureLine('bench:player', error)).toBe(
      '✗ bench:player failed while mounting the 100×20 course: bench:player: "#titulo-da-aula" did not change from "null"',
    );
  });

  it('keeps the innermost step when steps nest', async () => {
    const error = await step('outer', () =>
      step('inner', () => Promise.reject(new Error('boom'))),
    ).catch((e) => e);
    expect(failureLine('bench', error)).toBe('✗ bench failed while inner: boom');
  });

  it('passes a value through when nothing fails', async () => {
    await expect(step('adding', () => 1 + 1)).resolves.toBe(2);
  });

  it('reports an error outside any step plainly', () => {
    expect(failureLine('bench:api', new Error('login failed: 500'))).toBe(
      '✗ bench:api failed: login failed: 500',
    );
  });
});

describe('judgeGoal', () => {
  it('judges on the recorded baseline, and records the reference only when asked and met', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-goal-'));
    const file = join(dir, 'baselines.json');
    try {
      const input = { value: 140, goal: 150, reference: 30, unit: 'ms' };
      const first = judgeGoal('x.goal', input, file, {});
      expect(first.ratioGoal).toBeNull();
      expect(readBaselines(file)).toEqual({});
      judgeGoal('x.goal', input, file, { BENCH_RECORD_BASELINES: '1', BENCH_RUN_LABEL: 'r1' });
      expect(readBaselines(file)['x.goal']).toEqual({ reference: 30, run: 'r1', value: 140 });
      // The next run's reference is twice as slow: 280 ms is within the scaled goal (300 ms).
      const slowDay = judgeGoal('x.goal', { ...input, value: 280, reference: 60 }, file, {});
      expect(slowDay.met).toBe(true);
      expect(slowDay.ratioGoal).toBe(5);
      judgeGoal('x.goal', { ...input, value: 400, reference: 60 }, file, {
        BENCH_RECORD_BASELINES: '1',
      });
      expect(readBaselines(file)['x.goal']?.run).toBe('r1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
