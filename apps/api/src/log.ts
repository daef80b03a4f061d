import type { Services } from './env';

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const;
type Level = keyof typeof LEVELS;

/**
 * Structured logs: one JSON line per request and per event on stdout. `LOG_LEVEL` (info, warn,
 * error or silent) drops the lines below it; requests log as info, 5xx answers as error.
 */
export function createLogger(level: string | undefined = 'info'): Services['log'] {
  const min = LEVELS[(level in LEVELS ? level : 'info') as Level];
  return (entry) => {
    const entryLevel = LEVELS[(entry.level as Level) ?? 'info'] ?? 0;
    if (entryLevel < min) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
  };
}
