import { makeCourse, makeLecture, makeProduct, makeSection, toSummary } from '../testing';
import {
  applyBookmarked,
  applyWatched,
  canonicalPosition,
  courseLectures,
  isPlayable,
  isScheduled,
  lectureView,
  locateLecture,
  mirrorLastLecture,
  mirrorTotals,
  parsePosition,
  resumeLecture,
  showsProgress,
  watchedPercentage,
} from './rules';

const course = () => makeCourse({ id: 7 }, { sectionCount: 3, lecturesPerSection: 3, watched: 2 });

describe('parsePosition', () => {
  it.each([
    ['4', 4],
    ['1', 1],
    [undefined, 1],
    ['abc', 1],
    ['', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['3abc', 1],
    [' 3', 1],
    ['99999999999999999999', 1],
  ])('%s → %s', (param, expected) => {
    expect(parsePosition(param)).toBe(expected);
  });
});

describe('locateLecture', () => {
  it('finds the lecture by position and opens its section', () => {
    const c = course();
    const place = locateLecture(c, 5);
    expect(place.lecture?.position).toBe(5);
    expect(place.openSectionId).toBe(c.sections[1]?.id);
    expect(place.previous?.position).toBe(4);
    expect(place.next?.position).toBe(6);
    expect(place).toMatchObject({ isFirst: false, isLast: false, index: 4, total: 9 });
  });

  it('clamps at the first lecture: no previous, the first flag', () => {
    const place = locateLecture(course(), 1);
    expect(place.previous).toBeNull();
    expect(place.next?.position).toBe(2);
    expect(place.isFirst).toBe(true);
  });

  it('clamps at the last lecture: no next, the last flag', () => {
    const place = locateLecture(course(), 9);
    expect(place.next).toBeNull();
    expect(place.previous?.position).toBe(8);
    expect(place.isLast).toBe(true);
  });

  it('opens the first section when no lecture has the position', () => {
    const c = course();
    const place = locateLecture(c, 42);
    expect(place.lecture).toBeNull();
    expect(place.openSectionId).toBe(c.sections[0]?.id);
    expect(place).toMatchObject({ previous: null, next: null, isFirst: false, isLast: false });
  });

  it('copes with a course without sections', () => {
    expect(locateLecture({ sections: [] }, 1)).toMatchObject({
      lecture: null,
      openSectionId: null,
    });
  });
});

describe('resumeLecture', () => {
  it('is the last opened lecture, else the first', () => {
    const c = course();
    const fifth = courseLectures(c)[4];
    expect(resumeLecture({ ...c, last_lecture_id: fifth?.id ?? null })?.position).toBe(5);
    expect(resumeLecture({ ...c, last_lecture_id: null })?.position).toBe(1);
    expect(resumeLecture({ ...c, last_lecture_id: 999_999 })?.position).toBe(1);
  });
});

describe('watchedPercentage', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [3, 3, 100],
    [0, 0, 0],
    [5, 3, 100],
  ])('%i of %i → %i%%', (watched, total, expected) => {
    expect(watchedPercentage(watched, total)).toBe(expected);
  });
});

describe('applyWatched', () => {
  it('flips the lecture and recomputes the count and the rounded percentage', () => {
    const c = course(); // 2 of 9 watched
    const third = courseLectures(c)[2];
    if (!third) throw new Error('fixture');
    const next = applyWatched(c, third.id, true);
    expect(courseLectures(next)[2]?.has_watched).toBe(true);
    expect(next.lectures_watched_count).toBe(3);
    expect(next.lectures_watched_percentage).toBe(33);
    const back = applyWatched(next, third.id, false);
    expect(back.lectures_watched_count).toBe(2);
    expect(back.lectures_watched_percentage).toBe(22);
  });

  it('copies only the changed section; the others keep their identity', () => {
    const c = course();
    const lecture = c.sections[2]?.lectures[0];
    if (!lecture) throw new Error('fixture');
    const next = applyWatched(c, lecture.id, true);
    expect(next.sections[0]).toBe(c.sections[0]);
    expect(next.sections[1]).toBe(c.sections[1]);
    expect(next.sections[2]).not.toBe(c.sections[2]);
  });

  it('returns the same course when nothing changes', () => {
    const c = course();
    const first = courseLectures(c)[0];
    expect(applyWatched(c, first?.id ?? 0, true)).toBe(c); // already watched
    expect(applyWatched(c, 424242, true)).toBe(c);
  });
});

describe('applyBookmarked', () => {
  it('sets the flag on one lecture only', () => {
    const c = course();
    const lecture = courseLectures(c)[3];
    const next = applyBookmarked(c, lecture?.id ?? 0, true);
    expect(
      courseLectures(next)
        .filter((l) => l.is_bookmarked)
        .map((l) => l.position),
    ).toEqual([4]);
    expect(applyBookmarked(next, lecture?.id ?? 0, true)).toBe(next);
  });
});

describe('mirroring into the product', () => {
  it('copies the totals into the entry for that course only', () => {
    const c = course();
    const other = {
      ...toSummary(c),
      id: 8,
      lectures_watched_count: 1,
      lectures_watched_percentage: 10,
    };
    const product = makeProduct({ courses: [toSummary(c), other] });
    const mirrored = mirrorTotals(product, 7, {
      lectures_watched_count: 9,
      lectures_watched_percentage: 100,
    });
    expect(mirrored.courses?.[0]).toMatchObject({
      lectures_watched_count: 9,
      lectures_watched_percentage: 100,
    });
    expect(mirrored.courses?.[1]).toBe(other);
  });

  it('leaves a product without that course untouched', () => {
    const product = makeProduct({ courses: [] });
    expect(
      mirrorTotals(product, 7, { lectures_watched_count: 1, lectures_watched_percentage: 1 }),
    ).toBe(product);
    const bare = makeProduct();
    expect(mirrorLastLecture(bare, 7, 3)).toBe(bare);
  });

  it('records the last opened lecture on the entry', () => {
    const product = makeProduct({ courses: [toSummary(course())] });
    expect(mirrorLastLecture(product, 7, 33).courses?.[0]?.last_lecture_id).toBe(33);
  });
});

describe('playable and scheduled', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('a locked lecture or one without a video does not play', () => {
    expect(isPlayable(makeLecture({ is_locked: true }), now)).toBe(false);
    expect(isPlayable(makeLecture({ video_url: null }), now)).toBe(false);
    expect(isPlayable(makeLecture(), now)).toBe(true);
  });

  it('a lecture released in the future is scheduled and does not play', () => {
    const later = makeLecture({ scheduled_for: '2026-11-22T12:00:00Z' });
    expect(isScheduled(later, now)).toBe(true);
    expect(isPlayable(later, now)).toBe(false);
    const earlier = makeLecture({ scheduled_for: '2026-11-20T12:00:00Z' });
    expect(isScheduled(earlier, now)).toBe(false);
    expect(isPlayable(earlier, now)).toBe(true);
  });

  it('an empty section does not break the course walk', () => {
    const c = makeCourse({
      sections: [
        makeSection({ lectures: [] }),
        makeSection({ lectures: [makeLecture({ position: 1 })] }),
      ],
    });
    expect(locateLecture(c, 1).lecture?.position).toBe(1);
  });
});

describe('canonicalPosition', () => {
  it.each([
    ['7', null],
    ['1', null],
    [undefined, null],
    ['abc', '1'],
    ['0', '1'],
    ['007', '7'],
    ['-3', '1'],
    ['99999999999999999999', '1'],
  ])('%s → %s', (param, expected) => {
    expect(canonicalPosition(param)).toBe(expected);
  });
});

describe('lectureView: what each viewer gets on a lecture', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const tomorrow = '2026-11-25T12:00:00Z';
  const guest = null;
  const nonStudent = { is_student: false, is_admin: false };
  const student = { is_student: true, is_admin: false };
  const admin = { is_student: false, is_admin: true };
  const locked = { is_locked: true, scheduled_for: null, video_url: null };
  const open = { is_locked: false, scheduled_for: null, video_url: '/media/a.mp4' };
  const free = open; // the API unlocks a free lecture for everyone: same shape
  const scheduledFor = (video_url: string | null) => ({
    is_locked: false,
    scheduled_for: tomorrow,
    video_url,
  });
  const ctx = (enrolled: boolean, canComment: boolean | undefined = true) => ({
    enrolled,
    canComment,
    now,
  });

  it.each([
    ['guest', guest],
    ['non-student', nonStudent],
    ['student of another product', student],
  ])('a locked lecture gives the %s the enroll call-to-action only', (_, viewer) => {
    expect(lectureView(locked, viewer, ctx(false))).toEqual({
      stage: 'enroll',
      tracks: false,
      comments: 'hidden',
      asTeam: false,
    });
  });

  it('a guest on a free lecture watches, tracks nothing and is asked to sign in to comment', () => {
    expect(lectureView(free, guest, ctx(false))).toEqual({
      stage: 'video',
      tracks: false,
      comments: 'sign-in',
      asTeam: false,
    });
  });

  it('a non-student on a free lecture watches and reads comments; only students write', () => {
    expect(lectureView(free, nonStudent, ctx(false))).toEqual({
      stage: 'video',
      tracks: false,
      comments: 'students-only',
      asTeam: false,
    });
  });

  it('a student of another product on a free lecture tracks it, and reads comments only', () => {
    expect(lectureView(free, student, ctx(false))).toMatchObject({
      stage: 'video',
      tracks: true,
      comments: 'students-only',
    });
  });

  it('a student of the course watches, tracks and comments; closed comments say so', () => {
    expect(lectureView(open, student, ctx(true))).toEqual({
      stage: 'video',
      tracks: true,
      comments: 'open',
      asTeam: false,
    });
    expect(lectureView(open, student, ctx(true, false)).comments).toBe('closed');
    expect(
      lectureView(open, student, { enrolled: true, canComment: undefined, now }).comments,
    ).toBe('pending');
  });

  it('an admin watches and answers as the team (never told comments are closed when open); tracking is for student accounts', () => {
    expect(lectureView(open, admin, ctx(false))).toEqual({
      stage: 'video',
      tracks: false,
      comments: 'open',
      asTeam: true,
    });
  });

  it('before release: the notice, no tracking; an admin previews the video without tracking', () => {
    expect(lectureView(scheduledFor(null), student, ctx(true))).toMatchObject({
      stage: 'scheduled',
      tracks: false,
      comments: 'open',
    });
    expect(lectureView(scheduledFor('/media/a.mp4'), admin, ctx(false))).toMatchObject({
      stage: 'video',
      tracks: false,
    });
    // A released lecture whose video is missing says so instead of the notice.
    expect(lectureView({ ...open, video_url: null }, student, ctx(true)).stage).toBe('no-video');
    // Past its date (the clock moved on), the lecture is released.
    expect(
      lectureView(scheduledFor('/media/a.mp4'), student, { ...ctx(true), now: new Date(tomorrow) })
        .tracks,
    ).toBe(true);
  });
});

describe('showsProgress (issue 33, item 21)', () => {
  it('shows the progress line to students only: never a guest, a non-student or an admin alone', () => {
    expect(showsProgress(null)).toBe(false);
    expect(showsProgress({ is_student: false, is_admin: false })).toBe(false);
    expect(showsProgress({ is_student: false, is_admin: true })).toBe(false);
    expect(showsProgress({ is_student: true, is_admin: false })).toBe(true);
  });
});
