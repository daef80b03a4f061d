import type { Queryable } from '../db/database';

/**
 * What changes when the content does: every content write touches its course's `updated_at`
 * (ADR 020) and a new or deleted course changes the count. A 25-row read (ADR 021). The sum of
 * the instants, not their maximum: a transaction that began earlier but commits later writes an
 * instant below the maximum, which the sum still sees (issue 21). And the content clock, which
 * every write to a course or a product moves (a product's title is part of a course's
 * structure; migration 0014).
 */
export const CONTENT_VERSION = `select count(*) || '/' || coalesce(sum(extract(epoch from updated_at)), 0) || '/' || (select version from content_clock) from courses`;

/** The school's lectures as the admin's lists read them on every row. */
export interface ContentMap {
  version: string;
  /** Published lectures of published courses: their product (what progress counts). */
  productOf: Map<number, number>;
  /** Per product, its published lectures in published courses. */
  totalOf: Map<number, number>;
  /**
   * Every lecture's number in its course as the player counts (ADR 009): published lectures in
   * course order first, then drafts; and whether the lecture itself is published.
   */
  positionOf: Map<number, { position: number; published: boolean }>;
}

interface LectureRow {
  id: number;
  product_id: number;
  is_published: boolean;
  course_is_published: boolean;
  position: number;
}

/** Per database (tests open several in one process). */
const maps = new WeakMap<Queryable, Promise<ContentMap>>();

/**
 * The content map at `version` (read with `CONTENT_VERSION` in the caller's own statement). Each
 * process keeps the last one and reloads it when the version moves: the content changes seldom
 * and the lists need it for every row, so no statement joins every lecture again (ADR 021).
 */
export async function contentMap(db: Queryable, version: string): Promise<ContentMap> {
  const held = await maps.get(db)?.catch(() => null);
  if (held?.version === version) return held;
  const loading = db
    .query<LectureRow>(
      `select l.id, c.product_id, l.is_published, c.is_published as course_is_published,
              row_number() over (partition by s.course_id
                order by (not l.is_published), s.position, s.id, l.position, l.id)::int as position
         from lectures l
         join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id`,
    )
    .then((lectures): ContentMap => {
      const productOf = new Map<number, number>();
      const totalOf = new Map<number, number>();
      const positionOf = new Map<number, { position: number; published: boolean }>();
      for (const lecture of lectures) {
        positionOf.set(lecture.id, { position: lecture.position, published: lecture.is_published });
        if (!lecture.is_published || !lecture.course_is_published) continue;
        productOf.set(lecture.id, lecture.product_id);
        totalOf.set(lecture.product_id, (totalOf.get(lecture.product_id) ?? 0) + 1);
      }
      return { version, productOf, totalOf, positionOf };
    });
  // Concurrent requests after a change share one load; a failed load is retried by the next.
  maps.set(db, loading);
  loading.catch(() => {
    if (maps.get(db) === loading) maps.delete(db);
  });
  return loading;
}
