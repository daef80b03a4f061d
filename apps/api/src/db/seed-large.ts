import { hashPassword } from '../auth/password';
import type { Db } from './database';

/** The shape of a school that outgrew one machine (issue 19), scaled down in tests. */
export interface LargeSizes {
  students: number;
  /** Subscriptions per student: one per product, over the first N products. */
  productsPerStudent: number;
  courses: number;
  sectionsPerCourse: number;
  lecturesPerSection: number;
  /** Watched lectures per student (distinct). */
  watchedPerStudent: number;
  comments: number;
}

export const LARGE_SIZES: LargeSizes = {
  students: 100_000,
  productsPerStudent: 3,
  courses: 20,
  sectionsPerCourse: 10,
  lecturesPerSection: 20,
  watchedPerStudent: 20,
  comments: 50_000,
};

/** Every large-seed account signs in with this password (a test database, never production). */
export const LARGE_PASSWORD = 'aula-escala-2026';
/** The accounts' e-mail domain; its presence marks a database already filled. */
export const LARGE_DOMAIN = 'escala.aula.dev';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Yuri',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
];

/**
 * Fills the database with `sizes` of made-up students, subscriptions, courses, watched lectures
 * and comments, set-based (`generate_series`), in one transaction. Returns false when the
 * database already has them. The demo data (admin, products) must be there first.
 */
export async function seedLarge(
  db: Db,
  sizes: LargeSizes = LARGE_SIZES,
  log: (line: string) => void = () => {},
): Promise<boolean> {
  const [done] = await db.query<{ n: number }>(
    'select count(*)::int as n from users where email like $1',
    [`%@${LARGE_DOMAIN}`],
  );
  if (done && done.n > 0) return false;
  const hash = await hashPassword(LARGE_PASSWORD);
  const products = await db.query<{ id: number }>('select id from products order by id limit $1', [
    sizes.productsPerStudent,
  ]);
  if (products.length < sizes.productsPerStudent) {
    throw new Error(
      `seedLarge needs ${sizes.productsPerStudent} products; run the demo seed first`,
    );
  }
  const productIds = products.map((p) => p.id);
  return db.transaction(async (tx) => {
    const step = async (what: string, sql: string, params: unknown[]) => {
      const started = performance.now();
      await tx.query(sql, params);
      log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    await step(
      'students',
      `insert into users (name, email, password_hash, is_student, created_at, email_verified_at,
                          last_access_at)
       select ($1::text[])[1 + n % array_length($1::text[], 1)] || ' ' ||
              ($2::text[])[1 + (n / 7) % array_length($2::text[], 1)] || ' ' ||
              ($2::text[])[1 + (n / 131) % array_length($2::text[], 1)],
              'aluno' || n || '@' || $3, $4, n % 5 <> 0,
              now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute',
              case when n % 10 <> 0 then now() - (n % 700) * interval '1 day' end,
              case when n % 4 <> 0 then now() - (n % 60) * interval '1 day' - (n % 720) * interval '1 minute' end
         from generate_series(1, $5::int) as n`,
      [FIRST, LAST, LARGE_DOMAIN, hash, sizes.students],
    );
    // One subscription per student and product: the statuses a real school has, in proportion.
    await step(
      'subscriptions',
      `insert into enrollments (user_id, product_id, status, provider, created_at, ends_at)
       select u.id, p.id,
              (array['active','active','active','active','active','pending_payment','trial','canceled','canceled','expired','expired','lifetime'])[1 + (u.id + p.id * 5) % 12],
              (array['hotmart','stripe','manual','invitation'])[1 + (u.id * 3 + p.id) % 4],
              u.created_at,
              case (u.id + p.id * 5) % 12
                when 6 then now() + (1 + u.id % 14) * interval '1 day'
                when 9 then now() - (u.id % 300) * interval '1 day'
                when 10 then now() - (u.id % 300) * interval '1 day'
                when 11 then null
                else now() + (u.id % 365) * interval '1 day' end
         from users u cross join unnest($1::int[]) as p(id)
        where u.email like $2`,
      [productIds, `%@${LARGE_DOMAIN}`],
    );
    await step(
      'courses, sections and lectures',
      `with c as (
         insert into courses (product_id, slug, title, description, is_published)
         select ($1::int[])[1 + n % array_length($1::int[], 1)], 'escala-' || n, 'Curso em escala ' || n,
                'Um curso de ' || $2::int * $3::int || ' aulas para medir o admin em escala.', true
           from generate_series(1, $4::int) as n
         returning id),
       s as (
         insert into sections (course_id, title, position)
         select c.id, 'Módulo ' || k, k from c cross join generate_series(1, $2::int) as k
         returning id, position)
       insert into lectures (section_id, title, position, is_published, duration_seconds, video_url)
       select s.id, 'Aula ' || ((s.position - 1) * $3 + k), k, true, 300 + k * 17,
              'https://videos.aula.dev/escala/' || s.id || '-' || k || '.mp4'
         from s cross join generate_series(1, $3::int) as k`,
      [productIds, sizes.sectionsPerCourse, sizes.lecturesPerSection, sizes.courses],
    );
    // Distinct lectures per student: offsets `stride` apart in the array of the big courses'
    // lectures (an array lookup per row: a join on a computed index would be a nested loop).
    await step(
      'watched lectures',
      `with l as (
         select array_agg(l.id order by l.id) as ids
           from lectures l join sections s on s.id = l.section_id join courses c on c.id = s.course_id
          where c.slug like 'escala-%')
       insert into lecture_views (user_id, lecture_id, created_at)
       select u.id,
              l.ids[1 + (u.id * 37 + k * greatest(cardinality(l.ids) / $1::int, 1)) % cardinality(l.ids)],
              u.created_at + (k + 1) * interval '1 day'
         from l, users u cross join generate_series(0, $1::int - 1) as k
        where u.email like $2`,
      [sizes.watchedPerStudent, `%@${LARGE_DOMAIN}`],
    );
    await step(
      'comments',
      `with l as (
         select array_agg(l.id order by l.id) as ids
           from lectures l join sections s on s.id = l.section_id join courses c on c.id = s.course_id
          where c.slug like 'escala-%'),
       u as (select array_agg(id order by id) as ids from users where email like $2)
       insert into comments (lecture_id, user_id, body, created_at, updated_at)
       select l.ids[1 + (n * 7919) % cardinality(l.ids)], u.ids[1 + ((n::bigint * 104729) % cardinality(u.ids))::int],
              'Dúvida ' || n || ': como aplico isto no meu projeto?',
              now() - (n % 90) * interval '1 day', now() - (n % 90) * interval '1 day'
         from l, u, generate_series(1, $1::int) as n`,
      [sizes.comments, `%@${LARGE_DOMAIN}`],
    );
    await step('statistics', 'analyze', []);
    return true;
  });
}
