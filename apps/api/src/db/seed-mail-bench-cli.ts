// The data of `bench:api`'s e-mail fan-out (scripts/bench-mail.mjs): a fresh database (DATA_DIR's
// PGlite, or DATABASE_URL's PostgreSQL, reset) with the demo data, plus one product of
// BENCH_STUDENTS students and a course with BENCH_RUNS lectures published for a far date, each
// released by one run. Prints one JSON line: { productId, courseId, lectureIds }.
import { hashPassword } from '../auth/password';
import { openDatabase } from './open';

const students = Number(process.env.BENCH_STUDENTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 2);
const url = process.env.DATABASE_URL || undefined;
const { db } = await openDatabase({ url, dir: process.env.DATA_DIR, reset: true, seed: true });
try {
  const hash = await hashPassword('aula-bench-mail-2026');
  const [product] = await db.query<{ id: number }>(
    `insert into products (slug, title, description, can_comment)
     values ('bench-email', 'Produto do bench de e-mail', 'Alunos do bench de e-mail.', false)
     returning id`,
  );
  if (!product) throw new Error('the product was not written');
  const [course] = await db.query<{ id: number }>(
    `insert into courses (product_id, slug, title, description, is_published)
     values ($1, 'bench-email', 'Curso do bench de e-mail', 'Aulas liberadas pelo bench.', true)
     returning id`,
    [product.id],
  );
  if (!course) throw new Error('the course was not written');
  const [section] = await db.query<{ id: number }>(
    `insert into sections (course_id, title, position) values ($1, 'Módulo 1', 1) returning id`,
    [course.id],
  );
  if (!section) throw new Error('the section was not written');
  const lectures = await db.query<{ id: number }>(
    `insert into lectures (section_id, title, position, is_published, duration_seconds, scheduled_for)
     select $1, 'Aula do bench ' || k, k, true, 300, '2099-01-01T12:00:00Z'
       from generate_series(1, $2::int) as k
     order by k
     returning id`,
    [section.id, runs],
  );
  await db.query(
    `insert into users (name, email, password_hash, is_student, email_verified_at)
     select 'Aluno do bench ' || n, 'bench' || n || '@email.bench.aula.dev', $1, true, now()
       from generate_series(1, $2::int) as n`,
    [hash, students],
  );
  await db.query(
    `insert into enrollments (user_id, product_id, status, provider)
     select id, $1, 'lifetime', 'manual' from users where email like '%@email.bench.aula.dev'`,
    [product.id],
  );
  await db.query('analyze');
  console.log(
    JSON.stringify({
      productId: product.id,
      courseId: course.id,
      lectureIds: lectures.map((l) => Number(l.id)).sort((a, b) => a - b),
    }),
  );
} finally {
  await db.close();
}
