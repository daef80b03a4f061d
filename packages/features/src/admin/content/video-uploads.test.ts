import { act, renderHook } from '@testing-library/react';
import type { VideoUploadCallbacks } from '../../api/api-adapter';
import { checkVideoFile, formatPercent, formatTimeLeft } from './video-upload-messages';
import {
  addSample,
  cancelVideoUpload,
  pauseVideoUpload,
  resetVideoUploads,
  resumeVideoUpload,
  SPEED_WINDOW_MS,
  secondsLeft,
  startVideoUpload,
  uploadSpeed,
  useLocalVideoUpload,
} from './video-uploads';

const MB = 1024 * 1024;
let clock = 0;
let callbacks: VideoUploadCallbacks;
const handle = { pause: vi.fn(), resume: vi.fn(), abort: vi.fn(async () => undefined) };
const upload = vi.fn((_id: number, _file: File, given: VideoUploadCallbacks) => {
  callbacks = given;
  return handle;
});
const file = new File(['x'.repeat(10)], 'aula.mp4', { type: 'video/mp4' });

beforeEach(() => {
  clock = 0;
  resetVideoUploads(() => clock);
});

describe('the upload speed', () => {
  it('is the moving average of the last seconds, once a second was seen', () => {
    let samples = addSample([], { at: 0, sent: 0 });
    expect(uploadSpeed(samples)).toBeNull();
    samples = addSample(samples, { at: 500, sent: MB });
    expect(uploadSpeed(samples)).toBeNull();
    samples = addSample(samples, { at: 2000, sent: 4 * MB });
    expect(uploadSpeed(samples)).toBe(2 * MB);
    // Old samples leave the window: the speed follows the recent rate.
    samples = addSample(samples, { at: 2000 + SPEED_WINDOW_MS + 1000, sent: 4 * MB + 11 * MB });
    expect(samples[0]?.at).toBe(2000);
    expect(uploadSpeed(samples)).toBe(MB);
    expect(secondsLeft(10 * MB, 70 * MB, MB)).toBe(60);
    expect(secondsLeft(10 * MB, 70 * MB, null)).toBeNull();
  });
});

describe('the pt-BR words', () => {
  it('writes the percentage, time left and the refusals', () => {
    expect(formatPercent(42.7)).toBe('42 %');
    expect(formatTimeLeft(30)).toBe('menos de 1 min restante');
    expect(formatTimeLeft(125)).toBe('cerca de 2 min restantes');
    expect(formatTimeLeft(3900)).toBe('cerca de 1 h 5 min restantes');
    expect(checkVideoFile(new File([], 'vazio.mp4'), 100)).toMatch(/vazio/);
    expect(checkVideoFile(file, 5)).toMatch(/maior que o tamanho máximo/);
    expect(checkVideoFile(file, 5 * 1024 ** 3)).toBeNull();
  });
});

describe('the uploads registry', () => {
  it('keeps each lecture’s upload outside any component, with pause, resume and cancel', async () => {
    const { result, unmount } = renderHook(() => useLocalVideoUpload(7));
    expect(result.current).toBeNull();
    act(() => startVideoUpload(upload, 7, file));
    expect(result.current).toMatchObject({ state: 'uploading', sent: 0, total: 10 });
    unmount();
    // The drawer closed: the upload goes on, and a new reader sees where it is.
    clock = 1000;
    callbacks.onProgress(4, 10);
    const again = renderHook(() => useLocalVideoUpload(7));
    expect(again.result.current).toMatchObject({ sent: 4 });
    act(() => pauseVideoUpload(7));
    expect(handle.pause).toHaveBeenCalledOnce();
    expect(again.result.current?.state).toBe('paused');
    act(() => resumeVideoUpload(7));
    expect(handle.resume).toHaveBeenCalledOnce();
    act(() => callbacks.onError({ message: 'Sem conexão.' } as never));
    expect(again.result.current).toMatchObject({ state: 'error', error: 'Sem conexão.' });
    await act(() => cancelVideoUpload(7));
    expect(handle.abort).toHaveBeenCalledOnce();
    expect(again.result.current).toBeNull();
    // A cancelled upload's late reports change nothing.
    act(() => callbacks.onProgress(9, 10));
    expect(again.result.current).toBeNull();
  });

  it('runs several lectures at once', () => {
    startVideoUpload(upload, 1, file);
    const first = callbacks;
    startVideoUpload(upload, 2, file);
    first.onSuccess();
    const one = renderHook(() => useLocalVideoUpload(1));
    const two = renderHook(() => useLocalVideoUpload(2));
    expect(one.result.current?.state).toBe('done');
    expect(two.result.current?.state).toBe('uploading');
  });
});
