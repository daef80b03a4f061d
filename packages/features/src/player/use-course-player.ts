import type { Course, Product } from '@aula/contract';
import { useCallback, useEffect, useRef } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { apiKey, useApiQuery } from '../api/hooks';
import { catalogueQuery } from '../catalog/queries';
import { useLatest } from '../shared/use-latest';
import { useAfterFirstPaint } from './after-paint';
import { applyBookmarked, applyWatched, mirrorLastLecture, mirrorTotals } from './rules';

type Envelope<T> = { data: T };

/** The player's SWR keys: its "store", reset when the person leaves the course routes. */
export const playerKeys = {
  course: (slug: string) => apiKey('courseBySlug', { params: { slug } }),
  product: (slug: string) =>
    apiKey('productBySlug', { params: { slug }, query: { include: 'courses' } }),
  catalogue: () => apiKey('listProducts', catalogueQuery),
};

/** How the player reports a failed call it does not show (watch, bookmark, progress). */
export type FailureReporter = (error: unknown, context: Record<string, unknown>) => void;

const defaultReport: FailureReporter = (error, context) => console.error(error, context);

/**
 * The course is read again when the window regains focus (at most every 5 s, SWR's throttle) and
 * when the student moves to another lecture (below): an admin's rename, a lecture removed,
 * unpublished or released, a signed link past its hour show without a reload (issue 33). What is
 * shown stays while the answer comes (the data is kept; `isLoading` is only for no data), and an
 * answer equal to what is shown renders nothing (SWR compares); the server keeps its per-viewer
 * answer, so the read is cheap.
 */
const COURSE_QUERY = { revalidateOnFocus: true } as const;

/**
 * The course and its product for the player's routes, and the calls that change them. A watch or
 * bookmark changes the interface only after the server agrees; a failure is only reported.
 * `lecture` is the route's `{lecture}`: moving from one lecture to another reads the course again.
 */
export function useCoursePlayer(
  slug: string,
  report: FailureReporter = defaultReport,
  lecture?: string | undefined,
) {
  const api = useApi();
  const { mutate, cache } = useSWRConfig();
  // A parent may hand a new reporter on every render: the calls below stay the same functions,
  // so nothing that depends on them (the progress call on open) runs again.
  const reportRef = useLatest(report);
  const courseQuery = useApiQuery('courseBySlug', { params: { slug } }, COURSE_QUERY);
  const course = courseQuery.data?.data;
  const revalidateCourse = courseQuery.mutate;
  // SWR drops an answer asked before a change made here (the progress recorded as the lecture
  // opens, a watch): it may predate that change. Such a read is asked again, a few times at most.
  const localChangeAt = useRef(0);
  const readAgain = useCallback(async () => {
    for (let tries = 0; tries < 3; tries++) {
      const asked = performance.now();
      await revalidateCourse();
      if (localChangeAt.current < asked) return;
    }
  }, [revalidateCourse]);
  // From one lecture of the course to another; not from `/{course}` to the lecture it resumes,
  // nor into another course (both were just read): the first render reads once, as before.
  const lastPlace = useRef({ slug, lecture });
  useEffect(() => {
    const previous = lastPlace.current;
    lastPlace.current = { slug, lecture };
    if (previous.slug === slug && previous.lecture !== undefined && previous.lecture !== lecture)
      void readAgain().catch(() => {}); // a failure keeps what is shown; SWR retries
  }, [slug, lecture, readAgain]);
  // The product (whether the course takes comments) is asked once the player has painted: it
  // only shows below the lecture, and the first paint keeps the network to itself (ADR 029).
  const painted = useAfterFirstPaint();
  const productSlug = painted ? course?.product.slug : undefined;
  const productQuery = useApiQuery(
    'productBySlug',
    productSlug ? { params: { slug: productSlug }, query: { include: 'courses' } } : null,
    { revalidateOnFocus: false },
  );
  const product = productQuery.data?.data;

  // Leaving the course routes (or moving to another course) resets the stored course and product.
  const productSlugRef = useLatest(productSlug);
  useEffect(
    () => () => {
      const keys: readonly unknown[][] = [[...playerKeys.course(slug)]];
      const productSlug = productSlugRef.current;
      const all = productSlug ? [...keys, [...playerKeys.product(productSlug)]] : keys;
      // After the unmount (no one is subscribed any more): forget the data, and the request
      // markers too, so that coming back asks the server instead of reusing a recent answer.
      queueMicrotask(() => {
        for (const key of all) {
          // The whole cache may be gone with its provider (a story or a test unmounting): fine.
          mutate(key).catch(() => {});
          cache.delete(unstable_serialize(key));
        }
      });
    },
    [cache, mutate, slug, productSlugRef],
  );

  const setCourse = useCallback(
    (update: (course: Course) => Course) => {
      localChangeAt.current = performance.now();
      return mutate<Envelope<Course>>(
        playerKeys.course(slug),
        (current) => (current ? { ...current, data: update(current.data) } : current),
        { revalidate: false },
      );
    },
    [mutate, slug],
  );

  /** The course's new totals copied into its product's entry and the home page's catalogue. */
  const mirror = useCallback(
    (updated: Course) => {
      const totals = {
        lectures_watched_count: updated.lectures_watched_count,
        lectures_watched_percentage: updated.lectures_watched_percentage,
      };
      void mutate<Envelope<Product>>(
        playerKeys.product(updated.product.slug),
        (current) =>
          current ? { ...current, data: mirrorTotals(current.data, updated.id, totals) } : current,
        { revalidate: false },
      );
      void mutate<Envelope<Product[]>>(
        playerKeys.catalogue(),
        (current) =>
          current
            ? { ...current, data: current.data.map((p) => mirrorTotals(p, updated.id, totals)) }
            : current,
        { revalidate: false },
      );
    },
    [mutate],
  );

  // One call at a time per lecture: rapid clicks run in order and the last answer is the state.
  const queues = useRef(new Map<string, Promise<unknown>>());
  const enqueue = useCallback((key: string, run: () => Promise<unknown>) => {
    const previous = queues.current.get(key) ?? Promise.resolve();
    const next = previous.then(run, run);
    queues.current.set(key, next);
    void next.finally(() => {
      if (queues.current.get(key) === next) queues.current.delete(key);
    });
    return next;
  }, []);

  /** The lecture as the stored course has it now (after the calls queued before this one). */
  const storedLecture = useCallback(
    (lectureId: number) => {
      const stored = cache.get(unstable_serialize(playerKeys.course(slug)))?.data as
        | Envelope<Course>
        | undefined;
      for (const section of stored?.data.sections ?? []) {
        const lecture = section.lectures.find((l) => l.id === lectureId);
        if (lecture) return lecture;
      }
      return undefined;
    },
    [cache, slug],
  );

  // The calls send the wanted state, never a bare toggle: a PUT retried after a lost answer
  // (a proxy) leaves what the person asked (S63). `wanted` defaults to the stored state flipped.
  const toggleWatched = useCallback(
    (lectureId: number, wanted?: boolean) =>
      enqueue(`watch:${lectureId}`, async () => {
        try {
          const watched = wanted ?? !storedLecture(lectureId)?.has_watched;
          const { data } = await api.watchLecture({ params: { id: lectureId }, body: { watched } });
          let updated: Course | undefined;
          await setCourse((current) => {
            updated = applyWatched(current, lectureId, data.has_watched);
            return updated;
          });
          if (updated) mirror(updated);
          // The mark that completed the course issued its certificate (ADR 043): the banner's
          // read takes it without asking again.
          if (data.certificate) {
            const certificate = data.certificate;
            void mutate(
              apiKey('courseCertificate', { params: { id: data.course_id } }),
              (current?: { data: { enabled: boolean; hours: number | null } }) => ({
                data: {
                  enabled: true,
                  hours: current?.data.hours ?? certificate.hours,
                  certificate,
                },
              }),
              { revalidate: false },
            );
          }
        } catch (error) {
          reportRef.current(error, { action: 'watch', lectureId });
        }
      }),
    [api, enqueue, setCourse, mirror, reportRef, storedLecture, mutate],
  );

  const toggleBookmark = useCallback(
    (lectureId: number, wanted?: boolean) =>
      enqueue(`bookmark:${lectureId}`, async () => {
        try {
          const bookmarked = wanted ?? !storedLecture(lectureId)?.is_bookmarked;
          const { data } = await api.bookmarkLecture({
            params: { id: lectureId },
            body: { bookmarked },
          });
          await setCourse((current) => applyBookmarked(current, lectureId, data.is_bookmarked));
        } catch (error) {
          reportRef.current(error, { action: 'bookmark', lectureId });
        }
      }),
    [api, enqueue, setCourse, reportRef, storedLecture],
  );

  /** `PUT api/courses/{id}/progress`: where `/{course}` reopens next time. */
  const recordProgress = useCallback(
    async (courseId: number, lectureId: number) => {
      try {
        await api.updateProgress({ params: { id: courseId }, body: { lecture_id: lectureId } });
        await setCourse((current) =>
          current.last_lecture_id === lectureId
            ? current
            : { ...current, last_lecture_id: lectureId },
        );
        void mutate<Envelope<Product[]>>(
          playerKeys.catalogue(),
          (current) =>
            current
              ? {
                  ...current,
                  data: current.data.map((p) => mirrorLastLecture(p, courseId, lectureId)),
                }
              : current,
          { revalidate: false },
        );
      } catch (error) {
        reportRef.current(error, { action: 'progress', courseId, lectureId });
      }
    },
    [api, setCourse, mutate, reportRef],
  );

  const retry = useCallback(() => void revalidateCourse(), [revalidateCourse]);

  /**
   * `PUT api/lectures/{id}/position` (issue 35): where the student is in the video, for every
   * device. A failure is not shown (this device still remembers it) and not retried: the next
   * save, 10 s on, carries a newer position.
   */
  const savePosition = useCallback(
    (lectureId: number, seconds: number) => {
      api
        .saveLecturePosition({ params: { id: lectureId }, body: { seconds } })
        .catch(() => undefined);
    },
    [api],
  );

  return {
    course,
    product,
    error: courseQuery.error,
    isLoading: courseQuery.isLoading,
    retry,
    toggleWatched,
    toggleBookmark,
    recordProgress,
    savePosition,
  };
}
