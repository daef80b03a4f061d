// How busy the machine's cores were between two moments, from the kernel's per-core counters
// (os.cpus()): npm test prints it beside each step's time, so a slow step says whether it was
// short of cores (busy ≈ all of them: only less work makes it faster) or waiting (busy well
// below: it could share the machine with another step).
import { cpus } from 'node:os';

/** @typedef {{ busy: number; total: number; cores: number }} CpuSnapshot */

/** @returns {CpuSnapshot} the machine's cumulative busy and total core time (ms) now. */
export function cpuSnapshot() {
  let busy = 0;
  let total = 0;
  const all = cpus();
  for (const { times } of all) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    total += used + times.idle;
  }
  return { busy, total, cores: all.length };
}

/**
 * The average number of busy cores between two snapshots (0 to `cores`), or null when no time
 * was counted between them.
 * @param {CpuSnapshot} before
 * @param {CpuSnapshot} after
 */
export function busyCores(before, after) {
  const total = after.total - before.total;
  if (!(total > 0)) return null;
  return ((after.busy - before.busy) / total) * after.cores;
}
