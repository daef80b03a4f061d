import type { Lecture, Preferences, User } from '@aula/contract';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useStoredPreferences } from '../account/preferences/use-preferences';
import { sectionValue } from './course-sidebar';
import type { FailureReporter } from './use-course-player';

/** A guest's preferences: for the visit only (ADR 006). */
export const GUEST_PREFERENCES: Preferences = {
  auto_play: false,
  auto_jump: true,
  captions_on: false,
};

/**
 * The auto-play and auto-jump preferences. Signed in: the stored ones (`useStoredPreferences`, the
 * same SWR key as the preferences page), `null` until they arrive (the switches show a loading state, never a default that flips a moment later); a guest
 * gets the visit's own copy.
 */
export function usePlayerPreferences(user: User | null, onFailure: FailureReporter | undefined) {
  const stored = useStoredPreferences(user !== null);
  const [guest, setGuest] = useState(GUEST_PREFERENCES);
  const preferences = user ? stored.preferences : guest;
  const setPreference = async (change: Partial<Preferences>) => {
    if (!user) return setGuest((current) => ({ ...current, ...change }));
    try {
      await stored.save(change);
    } catch (error) {
      onFailure?.(error, { action: 'preferences' });
    }
  };
  return { preferences, setPreference };
}

/** The current lecture's section opens and the others close, each time the lecture changes. */
export function useOpenSections(openSectionId: number | null) {
  const [openSections, setOpenSections] = useState<string[]>([]);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if (openedFor !== openSectionId) {
    setOpenedFor(openSectionId);
    setOpenSections(openSectionId === null ? [] : [sectionValue({ id: openSectionId })]);
  }
  return [openSections, setOpenSections] as const;
}

/** The clock for release dates: read again on each lecture, and when a countdown reaches zero. */
export function useReleaseClock(now: () => Date, lectureId: number | null) {
  const [clock, setClock] = useState(now);
  const [readFor, setReadFor] = useState(lectureId);
  if (readFor !== lectureId) {
    setReadFor(lectureId);
    setClock(now());
  }
  const released = useCallback(() => setClock(now()), [now]);
  return [clock, released] as const;
}

/** After moving between lectures (not on the first one), focus goes to the lecture's heading. */
export function useHeadingFocus(lectureId: number | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (shown.current !== undefined && shown.current !== lectureId) heading.current?.focus();
    shown.current = lectureId;
  }, [lectureId]);
  return heading;
}

/**
 * Opening a lecture records it as the last one opened, once per lecture and only where the API
 * accepts it (`tracks`). The call reads the latest `record` without being re-sent when the
 * parent hands a new one.
 */
export function useRecordOpen(
  tracks: boolean,
  courseId: number,
  lectureId: number | null,
  record: (courseId: number, lectureId: number) => Promise<void>,
) {
  const recordLatest = useEffectEvent(record);
  useEffect(() => {
    if (tracks && lectureId !== null) void recordLatest(courseId, lectureId);
  }, [tracks, courseId, lectureId]);
}

export interface AutoJump {
  /** The lecture the card counts down to; null when no card is shown. */
  target: Lecture | null;
  /** The video of `lectureId` ended after playing. */
  onEnded: (endedLectureId: number) => void;
  cancel: () => void;
}

/**
 * The end of a video: marks the lecture watched (where it tracks) and, with auto-jump on, offers
 * the next lecture. The card belongs to the lecture whose video ended: on any other lecture it is
 * gone, so an arrival can never count down again by itself (issue 16, item 1).
 */
export function useAutoJump({
  lecture,
  next,
  enabled,
  tracks,
  toggleWatched,
}: {
  lecture: Lecture | null;
  next: Lecture | null;
  enabled: boolean;
  tracks: boolean;
  toggleWatched: (lectureId: number, wanted?: boolean) => Promise<unknown>;
}): AutoJump {
  const [jump, setJump] = useState<{ from: number; to: Lecture } | null>(null);
  const lectureId = lecture?.id ?? null;
  const hasWatched = lecture?.has_watched ?? false;
  const onEnded = useCallback(
    (endedLectureId: number) => {
      if (endedLectureId !== lectureId) return;
      if (tracks && !hasWatched) void toggleWatched(endedLectureId, true);
      if (enabled && next) setJump({ from: endedLectureId, to: next });
    },
    [lectureId, tracks, hasWatched, toggleWatched, enabled, next],
  );
  const cancel = useCallback(() => setJump(null), []);
  return { target: jump && jump.from === lectureId ? jump.to : null, onEnded, cancel };
}

/** A hook that follows a media query; unknown (no `matchMedia`) counts as a match. */
function mediaQueryHook(media: string) {
  const subscribe = (onChange: () => void) => {
    const query = window.matchMedia?.(media);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  };
  const matches = () => window.matchMedia?.(media).matches ?? true;
  return () => useSyncExternalStore(subscribe, matches, () => true);
}

/**
 * Whether the device has a keyboard-and-mouse style input (a fine pointer): a touch-only phone or
 * tablet is not offered the keyboard shortcuts. Unknown (no `matchMedia`) counts as yes.
 */
export const useHasFinePointer = mediaQueryHook('(any-pointer: fine)');

/**
 * Whether the viewport is wide enough for the player's sidebar (Tailwind's `lg`, 64rem): below
 * it the course's contents live in the drawer, and the sidebar is not rendered at all.
 */
export const useWideViewport = mediaQueryHook('(min-width: 64rem)');
