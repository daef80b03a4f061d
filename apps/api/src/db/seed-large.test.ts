import { openTestDatabase } from '../testing/db';
import { LARGE_DOMAIN, seedLarge } from './seed-large';

const small = {
  students: 40,
  productsPerStudent: 3,
  courses: 4,
  sectionsPerCourse: 3,
  lecturesPerSection: 5,
  watchedPerStudent: 6,
  comments: 25,
};

describe('seedLarge (npm run db:seed:large, scaled down)', () => {
  it('writes exactly the sizes asked for, once', async () => {
    const { db, close } = await openTestDatabase();
    try {
      expect(await seedLarge(db, small)).toBe(true);
      const [counts] = await db.query<Record<string, number>>(
        `select (select count(*)::int from users where email like $1) as students,
                (select count(*)::int from enrollments e join users u on u.id = e.user_id where u.email like $1) as subscriptions,
                (select count(*)::int from courses where slug like 'escala-%') as courses,
                (select count(*)::int from lectures l join sections s on s.id = l.section_id
                   join courses c on c.id = s.course_id where c.slug like 'escala-%') as lectures,
                (select count(*)::int from lecture_views v join users u on u.id = v.user_id where u.email like $1) as watched,
                (select count(*)::int from comments c join users u on u.id = c.user_id where u.email like $1) as comments,
                (select count(distinct e.status)::int from enrollments e join users u on u.id = e.user_id where u.email like $1) as statuses`,
        [`%@${LARGE_DOMAIN}`],
      );
      expect(counts).toEqual({
        students: 40,
        subscriptions: 120,
        courses: 4,
        lectures: 60,
        watched: 240,
        comments: 25,
        statuses: 6,
      });
      // A second run finds the data and writes nothing.
      expect(await seedLarge(db, small)).toBe(false);
      const [again] = await db.query<{ n: number }>(
        'select count(*)::int as n from users where email like $1',
        [`%@${LARGE_DOMAIN}`],
      );
      expect(again?.n).toBe(40);
    } finally {
      await close();
    }
    // A minute on a quiet machine's PGlite; three leave room for a loaded one (it timed out at 60 s
    // beside four other jobs).
  }, 180_000);
});
