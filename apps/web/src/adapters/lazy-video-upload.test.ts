import { ApiError } from '@aula/contract';
import { statusMessages, type UploadLectureVideo, type VideoUploadHandle } from '@aula/features';
import { describe, expect, it, vi } from 'vitest';
import { createLazyVideoUploader } from './lazy-video-upload';

const file = new File(['abc'], 'aula.mp4', { type: 'video/mp4' });
const callbacks = () => ({ onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });

/** A fake uploader that records what its handles were told. */
function fakeModule() {
  const calls: string[] = [];
  const handle: VideoUploadHandle = {
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    abort: async () => {
      calls.push('abort');
    },
  };
  const upload = vi.fn<UploadLectureVideo>(() => handle);
  return { calls, upload };
}

describe('createLazyVideoUploader', () => {
  it('loads the uploader with the first upload only, once', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module.upload);
    const uploadLectureVideo = createLazyVideoUploader(load);
    expect(load).not.toHaveBeenCalled();

    const first = callbacks();
    await uploadLectureVideo(7, file, first).abort();
    await uploadLectureVideo(8, file, callbacks()).abort();
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.upload).toHaveBeenNthCalledWith(1, 7, file, first);
    expect(module.upload).toHaveBeenCalledTimes(2);
  });

  it('passes pause, resume and abort given before the code arrived, in their order', async () => {
    const module = fakeModule();
    let arrive: (value: UploadLectureVideo) => void = () => undefined;
    const load = () => new Promise<UploadLectureVideo>((resolve) => (arrive = resolve));
    const handle = createLazyVideoUploader(load)(3, file, callbacks());
    handle.pause();
    handle.resume();
    const aborted = handle.abort();
    expect(module.calls).toEqual([]);
    arrive(module.upload);
    await aborted;
    expect(module.calls).toEqual(['pause', 'resume', 'abort']);
  });

  it('a chunk that does not load is the upload’s network error, and the next upload tries again', async () => {
    const module = fakeModule();
    const load = vi
      .fn<() => Promise<UploadLectureVideo>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module.upload);
    const uploadLectureVideo = createLazyVideoUploader(load);
    const failed = callbacks();
    await uploadLectureVideo(3, file, failed).abort();
    expect(failed.onError).toHaveBeenCalledTimes(1);
    const error = failed.onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe(statusMessages.network);
    expect(error?.status).toBe(0);

    await uploadLectureVideo(3, file, callbacks()).abort();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.upload).toHaveBeenCalledTimes(1);
  });
});
