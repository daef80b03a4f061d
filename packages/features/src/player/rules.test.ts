import { makeCourse, makeLecture, makeProduct, makeSection, toSummary } from '../testing';
import {
  applyBookmarked,
  applyWatched,
  courseLectures,
  isPlayable,
  isScheduled,
  locateLecture,
  mirrorLastLecture,
  mirrorTotals,
  parsePosition,
  resumeLecture,
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
