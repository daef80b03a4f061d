import type { Queryable } from '../db/database';

/** The answers one process keeps per database; the oldest goes first past this. */
const MAX_ANSWERS = 10_000;

interface Kept {
  json: string;
  /** When it was made (ms): it holds from then (a clock set back finds it not made yet)... */
  from: number;
  /** ...until this moment (ms), whatever the counters say. */
  until: number;
}

const stores = new WeakMap<Queryable, Map<string, Kept>>();

/**
 * Serialised answers a process keeps by key (ADR 029, section 15). The key holds every counter
 * the answer depends on (the viewer's marks, the content's: migration 0014), so a write in any
 * process makes the next read miss; `from` and `until` cover what moves with time alone (a
 * scheduled release, the hour of the videos' signed links).
 */
export function answerCache(db: Queryable) {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const answers = store;
  return {
    get(key: string, at: number): string | undefined {
      const kept = answers.get(key);
      if (!kept) return undefined;
      if (at < kept.from || at >= kept.until) {
        answers.delete(key);
        return undefined;
      }
      return kept.json;
    },
    set(key: string, json: string, from: number, until: number) {
      if (answers.size >= MAX_ANSWERS) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, { json, from, until });
    },
  };
}
