import type { CaptionTrack } from '@aula/contract';
import { type RefObject, useEffect, useState } from 'react';
import { readCaptionLanguage, writeCaptionLanguage } from './playback-memory';

/** The lecture's caption tracks in the video (the <track> elements'), in their order. */
function subtitleTracks(video: HTMLVideoElement): TextTrack[] {
  // Absent where media are not implemented (jsdom).
  const list: TextTrackList | undefined = video.textTracks;
  return Array.from(list ?? []).filter(
    (track) => track.kind === 'subtitles' || track.kind === 'captions',
  );
}

/** The language to turn on: the one chosen last (when offered), else the first track's. */
export function preferredLanguage(offered: readonly string[]): string | null {
  const remembered = readCaptionLanguage();
  return remembered && offered.includes(remembered) ? remembered : (offered[0] ?? null);
}

/** Shows the track of `language` (the first one, when two share it) and hides every other. */
export function showCaptions(video: HTMLVideoElement, language: string | null) {
  let shown = false;
  for (const track of subtitleTracks(video)) {
    const show = !shown && language !== null && track.language === language;
    if (show) shown = true;
    const mode = show ? 'showing' : 'disabled';
    if (track.mode !== mode) track.mode = mode;
  }
}

/**
 * The "C" shortcut: captions off when a track shows, else on in the language chosen last (or the
 * first track's). Nothing when the video has no tracks. The captions menu follows (a `change`).
 */
export function toggleCaptions(video: HTMLVideoElement) {
  const tracks = subtitleTracks(video);
  if (tracks.length === 0) return;
  if (tracks.some((track) => track.mode === 'showing')) showCaptions(video, null);
  else {
    const language = preferredLanguage(tracks.map((track) => track.language));
    if (language) writeCaptionLanguage(language);
    showCaptions(video, language);
  }
}

/**
 * The lecture's captions (issue 35 §4): off unless the student's preference turns them on (then
 * in the language chosen last, or the first track's); a choice lasts for the lecture, and its
 * language is remembered for the next ones. The browser's own captions menu, and the "C"
 * shortcut, change the same tracks: the state follows them.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  lectureId: number,
  tracks: readonly CaptionTrack[],
  captionsOn: boolean,
) {
  const [choice, setChoice] = useState<{ lectureId: number; language: string | null } | null>(null);
  const offered: string[] = tracks.map((track) => track.language);
  const key = offered.join(' ');
  const fromPreference = captionsOn ? preferredLanguage(offered) : null;
  const chosen = choice?.lectureId === lectureId ? choice.language : fromPreference;
  const language = chosen !== null && offered.includes(chosen) ? chosen : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new tracks (`key`) are set again
  useEffect(() => {
    const video = videoRef.current;
    if (video) showCaptions(video, language);
  }, [videoRef, language, lectureId, key]);

  useEffect(() => {
    const list: TextTrackList | undefined = videoRef.current?.textTracks;
    // jsdom's list is no EventTarget.
    if (typeof list?.addEventListener !== 'function') return;
    const sync = () => {
      const showing = Array.from(list).find((track) => track.mode === 'showing');
      const now = showing?.language ?? null;
      if (now === language) return;
      if (now) writeCaptionLanguage(now);
      setChoice({ lectureId, language: now });
    };
    list.addEventListener('change', sync);
    return () => list.removeEventListener('change', sync);
  }, [videoRef, language, lectureId]);

  const choose = (next: string | null) => {
    if (next) writeCaptionLanguage(next);
    setChoice({ lectureId, language: next });
  };
  return { language, choose } as const;
}
