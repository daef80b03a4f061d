import { ApiError, type Course, type Product } from '@aula/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { makeCourse, makeProduct, toSummary } from '../testing';
import { courseLectures } from './rules';
import { playerKeys, useCoursePlayer } from './use-course-player';

function setup(overrides: Partial<ApiAdapter> = {}) {
  const course = makeCourse({ id: 7 }, { sectionCount: 2, lecturesPerSection: 4, watched: 1 });
  const product = makeProduct({ id: 3, slug: course.product.slug, courses: [toSummary(course)] });
  const cache = new Map();
  const report = vi.fn();
  let watched = new Set(
    courseLectures(course)
      .filter((l) => l.has_watched)
      .map((l) => l.id),
  );
  const adapter = {
    courseBySlug: vi.fn().mockResolvedValue({ data: course }),
    productBySlug: vi.fn().mockResolvedValue({ data: product }),
    listProducts: vi.fn().mockResolvedValue({ data: [product] }),
    // The server sets the state asked for, or toggles without one, like the reference API.
    watchLecture: vi.fn(
      async ({ params, body }: { params: { id: number }; body?: { watched?: boolean } }) => {
        watched = new Set(watched);
        const wanted = body?.watched ?? !watched.has(params.id);
        if (wanted) watched.add(params.id);
        else watched.delete(params.id);
        return {
          data: {
            has_watched: watched.has(params.id),
            course_id: 7,
            lectures_watched_count: watched.size,
            lectures_watched_percentage: Math.round((watched.size / 8) * 100),
          },
        };
      },
    ),
    bookmarkLecture: vi.fn().mockResolvedValue({ data: { is_bookmarked: true } }),
    updateProgress: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } as unknown as ApiAdapter;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <ApiProvider adapter={adapter}>{children}</ApiProvider>
    </SWRConfig>
  );
  const hook = renderHook(
    () => ({ player: useCoursePlayer(course.slug, report), config: useSWRConfig() }),
    { wrapper },
  );
  return { course, product, cache, report, adapter, hook };
}

/** `setup`, once the course has loaded. */
async function loaded(overrides: Partial<ApiAdapter> = {}) {
  const context = setup(overrides);
  await waitFor(() => expect(context.hook.result.current.player.course).toBeDefined());
  return context;
}

/** The course's lecture at `index`, in order (the fixture has it). */
function lectureAt(course: Course, index: number) {
  const lecture = courseLectures(course)[index];
  if (!lecture) throw new Error('fixture');
  return lecture;
}

const productEntry = (cache: Map<string, { data?: { data: Product } }>, slug: string) =>
  cache.get(unstable_serialize(playerKeys.product(slug)))?.data?.data.courses?.[0];

describe('useCoursePlayer', () => {
  it('sends the wanted state, never a bare toggle (S63): two quick clicks ask true, then false', async () => {
    const { hook, adapter, course } = await loaded();
    const second = lectureAt(course, 1);
    await act(async () => {
      void hook.result.current.player.toggleWatched(second.id);
      await hook.result.current.player.toggleWatched(second.id);
    });
    expect(vi.mocked(adapter.watchLecture).mock.calls.map(([input]) => input)).toEqual([
      { params: { id: second.id }, body: { watched: true } },
      { params: { id: second.id }, body: { watched: false } },
    ]);
    await act(() => hook.result.current.player.toggleBookmark(second.id));
    expect(adapter.bookmarkLecture).toHaveBeenCalledWith({
      params: { id: second.id },
      body: { bookmarked: true },
    });
  });

  it('loads the course, then its product', async () => {
    const { hook, adapter, course } = setup();
    await waitFor(() => expect(hook.result.current.player.product?.id).toBe(3));
    expect(hook.result.current.player.course?.id).toBe(course.id);
    expect(adapter.productBySlug).toHaveBeenCalledWith({
      params: { slug: course.product.slug },
      query: { include: 'courses' },
    });
  });

  it('after the watch call succeeds, recomputes the totals and mirrors them into the product and the catalogue', async () => {
    const { hook, cache, course } = setup();
    await waitFor(() => expect(hook.result.current.player.product).toBeDefined());
    await act(() =>
      hook.result.current.config.mutate(playerKeys.catalogue(), {
        data: [hook.result.current.player.product as Product],
      }),
    );
    const second = lectureAt(course, 1);
    await act(() => hook.result.current.player.toggleWatched(second.id));
    const updated = hook.result.current.player.course as Course;
    expect(courseLectures(updated)[1]?.has_watched).toBe(true);
    expect(updated.lectures_watched_count).toBe(2);
    expect(updated.lectures_watched_percentage).toBe(25);
    expect(productEntry(cache, course.product.slug)).toMatchObject({
      lectures_watched_count: 2,
      lectures_watched_percentage: 25,
    });
    const catalogue = cache.get(unstable_serialize(playerKeys.catalogue()))?.data
      ?.data as Product[];
    expect(catalogue[0]?.courses?.[0]?.lectures_watched_percentage).toBe(25);
  });

  it('a failed watch or bookmark changes nothing and is only reported', async () => {
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'x' });
    const { hook, report, course } = await loaded({
      watchLecture: vi.fn().mockRejectedValue(error),
      bookmarkLecture: vi.fn().mockRejectedValue(error),
    });
    const before = hook.result.current.player.course;
    const lecture = lectureAt(course, 2);
    await act(() => hook.result.current.player.toggleWatched(lecture.id));
    await act(() => hook.result.current.player.toggleBookmark(lecture.id));
    expect(hook.result.current.player.course).toBe(before);
    expect(report).toHaveBeenCalledWith(error, { action: 'watch', lectureId: lecture.id });
    expect(report).toHaveBeenCalledWith(error, { action: 'bookmark', lectureId: lecture.id });
  });

  it('rapid clicks run one after another and end in the state of the last click', async () => {
    const { hook, adapter, course } = await loaded();
    const lecture = lectureAt(course, 3);
    await act(async () => {
      const clicks = [1, 2, 3].map(() => hook.result.current.player.toggleWatched(lecture.id));
      await Promise.all(clicks);
    });
    expect(adapter.watchLecture).toHaveBeenCalledTimes(3);
    // unwatched → watched → unwatched → watched
    expect(courseLectures(hook.result.current.player.course as Course)[3]?.has_watched).toBe(true);
    expect(hook.result.current.player.course?.lectures_watched_count).toBe(2);
  });

  it('records progress and remembers the last lecture', async () => {
    const { hook, adapter, course } = await loaded();
    const lecture = lectureAt(course, 5);
    await act(() => hook.result.current.player.recordProgress(7, lecture.id));
    expect(adapter.updateProgress).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { lecture_id: lecture.id },
    });
    expect(hook.result.current.player.course?.last_lecture_id).toBe(lecture.id);
  });

  it('forgets the course and the product when the player goes away', async () => {
    const { hook, cache, course } = setup();
    await waitFor(() => expect(hook.result.current.player.product).toBeDefined());
    expect(cache.has(unstable_serialize(playerKeys.course(course.slug)))).toBe(true);
    hook.unmount();
    await waitFor(() =>
      expect(cache.has(unstable_serialize(playerKeys.course(course.slug)))).toBe(false),
    );
    expect(cache.has(unstable_serialize(playerKeys.product(course.product.slug)))).toBe(false);
  });

  it('keeps its calls the same functions when the parent hands a new reporter, and reports to the newest', async () => {
    const course = makeCourse({ id: 7 }, { sectionCount: 1, lecturesPerSection: 2 });
    const adapter = {
      courseBySlug: vi.fn().mockResolvedValue({ data: course }),
      productBySlug: vi
        .fn()
        .mockResolvedValue({ data: makeProduct({ slug: course.product.slug }) }),
      watchLecture: vi
        .fn()
        .mockRejectedValue(
          new ApiError({ status: 500, code: 'ServerErrorException', message: 'x' }),
        ),
    } as unknown as ApiAdapter;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider adapter={adapter}>{children}</ApiProvider>
      </SWRConfig>
    );
    const hook = renderHook(({ report }) => useCoursePlayer(course.slug, report), {
      wrapper,
      initialProps: { report: vi.fn() },
    });
    await waitFor(() => expect(hook.result.current.course).toBeDefined());
    const first = hook.result.current;
    const newest = vi.fn();
    hook.rerender({ report: newest });
    expect(hook.result.current.recordProgress).toBe(first.recordProgress);
    expect(hook.result.current.toggleWatched).toBe(first.toggleWatched);
    expect(hook.result.current.toggleBookmark).toBe(first.toggleBookmark);
    expect(hook.result.current.retry).toBe(first.retry);
    await act(() => hook.result.current.toggleWatched(courseLectures(course)[0]?.id ?? 0));
    expect(newest).toHaveBeenCalledWith(
      expect.any(ApiError),
      expect.objectContaining({ action: 'watch' }),
    );
  });
});

describe('given a student in the player while an admin edits the course (issue 33)', () => {
  /** A server whose course answer changes: the first lecture is renamed after the first read. */
  function renamedAfterFirstRead(lecture: { opened: string | undefined } = { opened: '2' }) {
    const course = makeCourse({ id: 7 }, { sectionCount: 1, lecturesPerSection: 3 });
    const renamed: Course = {
      ...course,
      sections: course.sections.map((section) => ({
        ...section,
        lectures: section.lectures.map((l, i) => (i === 0 ? { ...l, title: 'Título novo' } : l)),
      })),
    };
    const courseBySlug = vi
      .fn()
      .mockResolvedValueOnce({ data: course })
      .mockResolvedValue({ data: renamed });
    const adapter = {
      courseBySlug,
      productBySlug: vi
        .fn()
        .mockResolvedValue({ data: makeProduct({ slug: course.product.slug }) }),
      updateProgress: vi.fn().mockResolvedValue(undefined),
    } as unknown as ApiAdapter;
    const wrapper = ({ children }: { children: ReactNode }) => (
      // No throttle: SWR ignores a focus within 5 s of the mount otherwise.
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}
      >
        <ApiProvider adapter={adapter}>{children}</ApiProvider>
      </SWRConfig>
    );
    const hook = renderHook(
      ({ lecture }: { lecture: string | undefined }) =>
        useCoursePlayer(course.slug, vi.fn(), lecture),
      { wrapper, initialProps: { lecture: lecture.opened } },
    );
    const firstTitle = () => courseLectures(hook.result.current.course as Course)[0]?.title;
    return { course, courseBySlug, hook, firstTitle };
  }

  it('moving to another lecture reads the course again, keeping the course shown meanwhile', async () => {
    const { course, courseBySlug, hook, firstTitle } = renamedAfterFirstRead();
    await waitFor(() => expect(hook.result.current.course).toBeDefined());
    expect(courseBySlug).toHaveBeenCalledTimes(1);
    expect(firstTitle()).toBe(courseLectures(course)[0]?.title);

    hook.rerender({ lecture: '3' });
    // No flash: the course stays while the answer comes.
    expect(hook.result.current.course).toBeDefined();
    expect(hook.result.current.isLoading).toBe(false);
    await waitFor(() => expect(firstTitle()).toBe('Título novo'));
    expect(courseBySlug).toHaveBeenCalledTimes(2);
  });

  it('reads it again when the progress recorded on open lands while the first read is out', async () => {
    const { courseBySlug, hook, firstTitle, course } = renamedAfterFirstRead();
    await waitFor(() => expect(hook.result.current.course).toBeDefined());
    // The read after the move answers late; the progress call (the lecture's open) answers first
    // and changes the course here, so SWR drops the late answer as older than that change.
    let answer: (value: unknown) => void = () => {};
    courseBySlug.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    hook.rerender({ lecture: '3' });
    const third = courseLectures(course)[2]?.id ?? 0;
    await act(() => hook.result.current.recordProgress(course.id, third));
    await act(async () => answer({ data: course }));
    await waitFor(() => expect(firstTitle()).toBe('Título novo'));
    expect(courseBySlug).toHaveBeenCalledTimes(3);
  });

  it('reads the course again when the window regains focus', async () => {
    const { courseBySlug, hook, firstTitle } = renamedAfterFirstRead();
    await waitFor(() => expect(hook.result.current.course).toBeDefined());
    expect(courseBySlug).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(firstTitle()).toBe('Título novo'));
    expect(courseBySlug).toHaveBeenCalledTimes(2);
  });

  it('does not read it twice when /{course} resumes a lecture, nor when the lecture stays', async () => {
    const { courseBySlug, hook } = renamedAfterFirstRead({ opened: undefined });
    await waitFor(() => expect(hook.result.current.course).toBeDefined());
    hook.rerender({ lecture: '1' });
    hook.rerender({ lecture: '1' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(courseBySlug).toHaveBeenCalledTimes(1);
  });
});
