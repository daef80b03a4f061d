import { type Course, endpoints, type Product, type ScheduledScope } from '@aula/contract';
import { notFound } from '../http';
import { linksChangeAt, storeMediaPath } from '../media-signing';
import { answerCache } from '../queries/answer-cache';
import {
  courseSummaries,
  grantsAccess,
  isAdmin,
  iso,
  isoOrNull,
  loadCourse,
  positionedLectures,
  withSignedMedia,
} from '../queries/catalog';
import { type Handlers, prepared } from './define';

/**
 * Until when a course answer holds by time alone: its next scheduled release (the lecture then
 * gets its video), and the moment the videos' signed links change (ADR 008).
 */
function holdsUntil(course: Course, at: Date): number {
  let until = linksChangeAt(at);
  for (const section of course.sections) {
    for (const lecture of section.lectures) {
      if (lecture.scheduled_for) until = Math.min(until, Date.parse(lecture.scheduled_for));
    }
  }
  return until;
}

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  cover_url: string | null;
  can_comment: boolean;
  courses_count: number;
  price_text: string | null;
  offer_url: string | null;
  is_enrolled: boolean;
}

/** A product's row as `$1`, the viewer's id (null for a guest), sees it. */
const PRODUCT_SELECT = `select p.id, p.slug, p.title, p.description, p.cover_url, p.can_comment,
  (select count(*)::int from courses c where c.product_id = p.id and c.is_published) as courses_count,
  p.price_text, p.offer_url,
  exists (select 1 from enrollments e where e.user_id = $1 and e.product_id = p.id and ${grantsAccess()}) as is_enrolled
  from products p`;

/** A product as the catalogue answers it, with its offer and whether the viewer has it. */
const toProduct = ({ price_text, offer_url, ...row }: ProductRow): Product => ({
  ...row,
  offer: { price_text, offer_url },
});

export const catalogHandlers: Pick<
  Handlers,
  'listProducts' | 'productBySlug' | 'courseBySlug' | 'freeLectures' | 'scheduledLectures'
> = {
  async listProducts({ db, viewer, query }) {
    const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} order by p.id`, [
      viewer?.id ?? null,
    ]);
    const products = rows.map(toProduct);
    if (query.include === 'courses') {
      const courses = await courseSummaries(db, viewer, { all: true });
      for (const product of products) {
        product.courses = courses
          .filter((c) => c.product_id === product.id)
          .map(({ product_id: _, ...course }) => course);
      }
    }
    return { data: products };
  },

  async productBySlug({ db, viewer, params, query }) {
    const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} where p.slug = $2`, [
      viewer?.id ?? null,
      params.slug,
    ]);
    if (!row) throw notFound('Produto não encontrado.');
    const product = toProduct(row);
    if (query.include !== 'courses') return { data: product };
    const courses = await courseSummaries(db, viewer, { productId: product.id });
    return { data: { ...product, courses: courses.map(({ product_id: _, ...c }) => c) } };
  },

  async courseBySlug({ db, viewer, params, now, media, c }) {
    const at = now();
    // A signed-in viewer's answer is kept while the counters their session's statement read are
    // the same (their marks, the content's) and until the next release or the links' next hour:
    // the read then costs no statement of its own (ADR 029, section 15).
    const versions = c.get('session')?.versions;
    const key =
      viewer && versions?.marks != null
        ? [params.slug, viewer.id, isAdmin(viewer), versions.marks, versions.content].join(' ')
        : null;
    const answers = answerCache(db);
    const kept = key === null ? undefined : answers.get(key, at.getTime());
    if (kept !== undefined) return prepared(kept);
    const course = await loadCourse(db, viewer, { slug: params.slug }, at);
    if (!course) throw notFound('Curso não encontrado.');
    const answer = { data: await withSignedMedia(course, media) };
    if (key === null) return answer;
    const json = JSON.stringify(endpoints.courseBySlug.response.parse(answer));
    answers.set(key, json, at.getTime(), holdsUntil(course, at));
    return prepared(json);
  },

  async freeLectures({ db, media, now }) {
    const rows = await positionedLectures(db, { free: true });
    // Anyone may watch a free lecture once released: its poster is signed for anyone then, as
    // the player's is; a scheduled one shows nothing of its video before its time.
    const sign = await media.signer();
    const at = now().getTime();
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        position: row.position,
        scheduled_for: isoOrNull(row.scheduled_for),
        duration_seconds: row.duration_seconds,
        course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
        poster_url:
          row.video_prefix && (row.scheduled_for === null || row.scheduled_for.getTime() <= at)
            ? sign(row.id, storeMediaPath(`${row.video_prefix}/poster.jpg`))
            : null,
      })),
    };
  },

  /**
   * A student's own products' scheduled lectures; the catalogue's for a signed-in person enrolled
   * in none (the page invites to enroll); every course's for an admin. `meta.scope` says which.
   * A guest is asked to sign in (401), as the page's route is for signed-in people; the home
   * page's free lectures are what guests get.
   */
  async scheduledLectures({ db, viewer, now }) {
    const [enrolled] = await db.query<{ any: boolean }>(
      `select exists (select 1 from enrollments e where e.user_id = $1 and ${grantsAccess()}) as any`,
      [viewer.id],
    );
    const scope: ScheduledScope = viewer.is_admin
      ? 'all'
      : enrolled?.any
        ? 'enrolled'
        : 'catalogue';
    const rows = await positionedLectures(db, {
      scheduledAfter: now(),
      // Admins see every course's, unpublished ones too (ADR 018).
      courses:
        scope === 'enrolled'
          ? { enrolledUserId: viewer.id }
          : scope === 'all'
            ? 'all'
            : 'published',
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        position: row.position,
        scheduled_for: iso(row.scheduled_for as Date),
        course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
      })),
      meta: { scope },
    };
  },
};
