import { availableParallelism } from 'node:os';

/**
 * Password hashing (scrypt, 128 MiB and ~0.1 s of a core each) is the costliest thing the API
 * does, and anyone can ask for it by sending a login. Unbounded, 60 concurrent bad logins kept
 * both cores busy for seconds and a real login waited behind them all.
 *
 * This queue runs at most `concurrency` hashes at once (the cores), keeps the waiting ones per
 * client (the IP) and serves the clients in turn, so one flooding address waits behind itself and
 * not in front of everyone else. It refuses early instead of queueing without end: a client with
 * `maxWaitingPerKey` hashes already waiting is told to slow down (429), and when `maxWaiting`
 * hashes wait in all the server is busy (503). Hashing is per process (it is CPU), so the queue is
 * too; the counters that must be shared live in the database (throttle.ts).
 *
 * A `priority` run (a login from a known device, see device.ts) waits in a lane of its own that is
 * served first: the owner of an account is not queued behind strangers' guesses.
 */
export interface HashQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitingPerKey: number;
}

export const defaultHashQueueOptions = (): HashQueueOptions => {
  const cores = Math.max(1, availableParallelism());
  return { concurrency: cores, maxWaiting: 16 * cores, maxWaitingPerKey: 4 };
};

/** The queue refused the work: `client` when that client has too much waiting, `server` when all. */
export class HashQueueFull extends Error {
  constructor(readonly scope: 'client' | 'server') {
    super(scope === 'client' ? 'too many hashes waiting for this client' : 'hash queue is full');
  }
}

export function createHashQueue(options: HashQueueOptions = defaultHashQueueOptions()) {
  let running = 0;
  let waitingCount = 0;
  /** Waiting starts per client; the Map's order is the turn (a served client moves to the end). */
  const waiting = new Map<string, (() => void)[]>();
  const priority: (() => void)[] = [];

  function startNext() {
    while (running < options.concurrency && priority.length > 0) {
      running++;
      priority.shift()?.();
    }
    while (running < options.concurrency && waitingCount > 0) {
      const first = waiting.entries().next().value;
      if (!first) return;
      const [key, starts] = first;
      const start = starts.shift();
      waiting.delete(key);
      if (starts.length > 0) waiting.set(key, starts);
      waitingCount--;
      running++;
      start?.();
    }
  }

  async function turn(key: string, first: boolean): Promise<void> {
    if (running < options.concurrency && waitingCount === 0 && priority.length === 0) {
      running++;
      return;
    }
    if (first) {
      if (priority.length >= options.maxWaiting) throw new HashQueueFull('server');
      await new Promise<void>((resolve) => priority.push(resolve));
      return;
    }
    const starts = waiting.get(key) ?? [];
    if (starts.length >= options.maxWaitingPerKey) throw new HashQueueFull('client');
    if (waitingCount >= options.maxWaiting) throw new HashQueueFull('server');
    await new Promise<void>((resolve) => {
      starts.push(resolve);
      if (!waiting.has(key)) waiting.set(key, starts);
      waitingCount++;
    });
  }

  return {
    /** Runs `work` when its turn comes; throws HashQueueFull without running it when refused. */
    async run<T>(key: string, work: () => Promise<T>, { first = false } = {}): Promise<T> {
      await turn(key, first);
      try {
        return await work();
      } finally {
        running--;
        startNext();
      }
    },
    /** Running and waiting now (tests and diagnostics). */
    stats: () => ({ running, waiting: waitingCount + priority.length }),
  };
}
export type HashQueue = ReturnType<typeof createHashQueue>;
