import { ApiError } from '@aula/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { makeFreeLecture } from '../testing';
import type { ApiAdapter } from './api-adapter';
import { ApiProvider } from './api-provider';
import { apiKey, preloadApiQuery, primeApiQuery, useApiQuery } from './hooks';
import { useApiMutation } from './mutations';

function wrapper(adapter: Partial<ApiAdapter>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{children}</ApiProvider>
    </SWRConfig>
  );
}

describe('apiKey', () => {
  it('is the endpoint name and its input', () => {
    expect(apiKey('courseBySlug', { params: { slug: 'react' } })).toEqual([
      'courseBySlug',
      { params: { slug: 'react' } },
    ]);
    expect(apiKey('freeLectures')).toEqual(['freeLectures', {}]);
  });
});

describe('useApiQuery', () => {
  it('given an input, calls the port with it and returns the data', async () => {
    const data = { data: [makeFreeLecture()] };
    const freeLectures = vi.fn().mockResolvedValue(data);
    const { result } = renderHook(() => useApiQuery('freeLectures', {}), {
      wrapper: wrapper({ freeLectures }),
    });
    await waitFor(() => expect(result.current.data).toEqual(data));
    expect(freeLectures).toHaveBeenCalledWith({});
  });

  it('given null, does not call the port', () => {
    const courseBySlug = vi.fn();
    renderHook(() => useApiQuery('courseBySlug', null), { wrapper: wrapper({ courseBySlug }) });
    expect(courseBySlug).not.toHaveBeenCalled();
  });

  it('given a rejection, exposes the ApiError', async () => {
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'x' });
    const { result } = renderHook(
      () => useApiQuery('freeLectures', {}, { shouldRetryOnError: false }),
      { wrapper: wrapper({ freeLectures: vi.fn().mockRejectedValue(error) }) },
    );
    await waitFor(() => expect(result.current.error).toBe(error));
  });
});

describe('preloadApiQuery', () => {
  it('starts the read at once, and the component with the same query takes it over', async () => {
    const data = { data: [makeFreeLecture({ title: 'Aula pré-carregada' })] };
    const freeLectures = vi.fn().mockResolvedValue(data);
    const adapter = { freeLectures } as Partial<ApiAdapter> as ApiAdapter;
    const started = preloadApiQuery(adapter, ['freeLectures', {}]);
    expect(freeLectures).toHaveBeenCalledTimes(1);
    await expect(started).resolves.toEqual(data);
    const { result } = renderHook(() => useApiQuery('freeLectures', {}), {
      wrapper: wrapper({ freeLectures }),
    });
    await waitFor(() => expect(result.current.data).toEqual(data));
    expect(freeLectures).toHaveBeenCalledTimes(1);
  });
});

describe('useApiMutation', () => {
  it('revalidates the named reads after success, and only those', async () => {
    const freeLectures = vi.fn().mockResolvedValue({ data: [] });
    const scheduledLectures = vi.fn().mockResolvedValue({ data: [] });
    const bookmarkLecture = vi.fn().mockResolvedValue({ data: { is_bookmarked: true } });
    const { result } = renderHook(
      () => ({
        free: useApiQuery('freeLectures', {}),
        scheduled: useApiQuery('scheduledLectures', {}),
        bookmark: useApiMutation('bookmarkLecture', { revalidate: ['freeLectures'] }),
      }),
      { wrapper: wrapper({ freeLectures, scheduledLectures, bookmarkLecture }) },
    );
    await waitFor(() => expect(result.current.free.data).toBeDefined());
    await waitFor(() => expect(result.current.scheduled.data).toBeDefined());
    const before = {
      free: freeLectures.mock.calls.length,
      scheduled: scheduledLectures.mock.calls.length,
    };
    await act(() =>
      result.current.bookmark.trigger({ params: { id: 3 }, body: { bookmarked: true } }),
    );
    expect(bookmarkLecture).toHaveBeenCalledWith({ params: { id: 3 }, body: { bookmarked: true } });
    await waitFor(() => expect(freeLectures.mock.calls.length).toBe(before.free + 1));
    expect(scheduledLectures.mock.calls.length).toBe(before.scheduled);
  });

  it('given a failure, rejects and revalidates nothing', async () => {
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'x' });
    const freeLectures = vi.fn().mockResolvedValue({ data: [] });
    const { result } = renderHook(
      () => ({
        free: useApiQuery('freeLectures', {}),
        watch: useApiMutation('watchLecture', { revalidate: ['freeLectures'] }),
      }),
      { wrapper: wrapper({ freeLectures, watchLecture: vi.fn().mockRejectedValue(error) }) },
    );
    await waitFor(() => expect(result.current.free.data).toBeDefined());
    const calls = freeLectures.mock.calls.length;
    await act(async () => {
      await expect(
        result.current.watch.trigger({ params: { id: 1 }, body: { watched: true } }),
      ).rejects.toBe(error);
    });
    expect(freeLectures.mock.calls.length).toBe(calls);
    expect(result.current.watch.pending).toBe(false);
  });
});

describe('useApiMutation, two calls at once', () => {
  it('is pending while a call is out, and each call settles as itself', async () => {
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'x' });
    let failFirst: (reason: unknown) => void = () => {};
    const watchLecture = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_, reject) => (failFirst = reject)))
      .mockResolvedValueOnce({ data: { watched: true } });
    const { result } = renderHook(() => useApiMutation('watchLecture'), {
      wrapper: wrapper({ watchLecture }),
    });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.trigger({ params: { id: 1 }, body: { watched: true } });
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    // The second call starts and ends while the first is out: SWR alone would drop the first's error.
    await act(async () => {
      await expect(
        result.current.trigger({ params: { id: 2 }, body: { watched: true } }),
      ).resolves.toEqual({ data: { watched: true } });
    });
    failFirst(error);
    await act(async () => {
      await expect(first).rejects.toBe(error);
    });
  });
});

describe('primeApiQuery', () => {
  it('gives the first render of the component that reads it the data', async () => {
    const data = { data: [] };
    const freeLectures = vi.fn().mockResolvedValue(data);
    const api = { freeLectures } as unknown as ApiAdapter;
    await primeApiQuery(api, ['freeLectures', {}]);
    const renders: unknown[] = [];
    renderHook(
      () => {
        const query = useApiQuery('freeLectures', {});
        renders.push({ data: query.data, isLoading: query.isLoading });
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <SWRConfig value={{ revalidateOnFocus: false }}>
            <ApiProvider adapter={api}>{children}</ApiProvider>
          </SWRConfig>
        ),
      },
    );
    expect(renders[0]).toEqual({ data, isLoading: false });
    expect(freeLectures).toHaveBeenCalledTimes(1);
  });
});
