import { useSyncExternalStore } from 'react';
import type { UploadLectureVideo, VideoUploadHandle } from '../../api/api-adapter';

/**
 * The uploads this tab is sending, by lecture: kept outside the drawer (module state), so closing
 * the drawer never stops an upload, several lectures upload at once, and reopening a lecture's
 * drawer shows its upload where it is. What the server holds is read from `lectureVideo`.
 */

/** One moment of an upload: when (ms) and how many bytes the server had. */
export interface ProgressSample {
  at: number;
  sent: number;
}

export type LocalUploadState = 'uploading' | 'paused' | 'done' | 'error';

export interface LocalUpload {
  lectureId: number;
  file: File;
  state: LocalUploadState;
  sent: number;
  total: number;
  /** The last few seconds of progress: the speed is their moving average. */
  samples: readonly ProgressSample[];
  /** The pt-BR reason, when `state` is `error`. */
  error: string | null;
}

/** How far back the speed looks: long enough to smooth the chunks, short enough to follow. */
export const SPEED_WINDOW_MS = 10_000;

/** Keeps the samples of the last `SPEED_WINDOW_MS` (and always the newest two). */
export function addSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
): ProgressSample[] {
  const kept = samples.filter((s) => sample.at - s.at <= SPEED_WINDOW_MS);
  const last = samples.at(-1);
  if (kept.length === 0 && last) kept.push(last);
  return [...kept, sample];
}

/** Bytes per second over the samples; null until a second of progress was seen. */
export function uploadSpeed(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 1000) return null;
  const rate = ((last.sent - first.sent) * 1000) / (last.at - first.at);
  return rate > 0 ? rate : null;
}

/** Seconds left at `speed` bytes per second; null without a speed. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (!speed) return null;
  return Math.max(0, Math.ceil((total - sent) / speed));
}

type Listener = () => void;
const uploads = new Map<number, LocalUpload>();
const handles = new Map<number, VideoUploadHandle>();
const tokens = new Map<number, symbol>();
const listeners = new Set<Listener>();
let now = () => Date.now();

function set(lectureId: number, change: Partial<LocalUpload> | null) {
  const current = uploads.get(lectureId);
  if (change === null) uploads.delete(lectureId);
  else if (current) uploads.set(lectureId, { ...current, ...change });
  for (const listener of [...listeners]) listener();
}

/**
 * Starts sending `file` for the lecture with `upload` (the adapter's tus client), replacing any
 * upload of the lecture this tab was sending. The same file picked again resumes where the server
 * stopped (the adapter finds it).
 */
export function startVideoUpload(upload: UploadLectureVideo, lectureId: number, file: File): void {
  handles
    .get(lectureId)
    ?.abort()
    .catch(() => undefined);
  handles.delete(lectureId);
  uploads.set(lectureId, {
    lectureId,
    file,
    state: 'uploading',
    sent: 0,
    total: file.size,
    samples: [],
    error: null,
  });
  // This upload's reports count only while it is the lecture's upload (not replaced, cancelled).
  const token = Symbol(String(lectureId));
  tokens.set(lectureId, token);
  const mine = () => tokens.get(lectureId) === token;
  const handle = upload(lectureId, file, {
    onProgress: (sent, total) => {
      const current = uploads.get(lectureId);
      if (!mine() || !current) return;
      // Paused, the speed starts over: the first report after resuming is not a rate.
      const samples = current.state === 'uploading' ? current.samples : [];
      set(lectureId, { sent, total, samples: addSample(samples, { at: now(), sent }) });
    },
    onSuccess: () => {
      if (mine()) set(lectureId, { state: 'done', sent: file.size, samples: [] });
    },
    onError: (error) => {
      if (mine()) set(lectureId, { state: 'error', error: error.message, samples: [] });
    },
  });
  if (mine()) handles.set(lectureId, handle);
  set(lectureId, {});
}

export function pauseVideoUpload(lectureId: number): void {
  if (uploads.get(lectureId)?.state !== 'uploading') return;
  handles.get(lectureId)?.pause();
  set(lectureId, { state: 'paused', samples: [] });
}

export function resumeVideoUpload(lectureId: number): void {
  if (uploads.get(lectureId)?.state !== 'paused') return;
  handles.get(lectureId)?.resume();
  set(lectureId, { state: 'uploading', samples: [] });
}

/** Stops the upload and discards what the server got; the lecture keeps its video. */
export async function cancelVideoUpload(lectureId: number): Promise<void> {
  const handle = handles.get(lectureId);
  forgetVideoUpload(lectureId);
  // A failed termination leaves the partial upload to the server's 24-hour clean-up.
  await handle?.abort().catch(() => undefined);
}

/** Forgets a finished (or failed) upload: the server's state is shown from then on. */
export function forgetVideoUpload(lectureId: number): void {
  handles.delete(lectureId);
  tokens.delete(lectureId);
  set(lectureId, null);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The lecture's upload in this tab, or null; re-renders on each change. */
export function useLocalVideoUpload(lectureId: number): LocalUpload | null {
  return useSyncExternalStore(
    subscribe,
    () => uploads.get(lectureId) ?? null,
    () => null,
  );
}

/** Tests and stories: a clean registry, and a clock of their own. */
export function resetVideoUploads(clock: () => number = () => Date.now()): void {
  uploads.clear();
  handles.clear();
  tokens.clear();
  now = clock;
  for (const listener of [...listeners]) listener();
}
