import type { LectureVideo, VideoUpload } from '@aula/contract';
import { type ReactNode, useMemo } from 'react';
import { fn } from 'storybook/test';
import type { UploadLectureVideo, VideoUploadCallbacks } from '../../api/api-adapter';
import { ApiProvider, useApi } from '../../api/api-provider';
import { FIXTURE_NOW } from '../../testing';
import { resetVideoUploads } from './video-uploads';

/** Story helpers for the lecture video field (issue 35): server answers and a fake tus client. */

export const MB = 1024 * 1024;

/** The server's answer for a lecture's video: none by default, `upload` filled in when given. */
export function lectureVideoOf(
  overrides: Partial<Omit<LectureVideo, 'upload'>> & { upload?: Partial<VideoUpload> | null } = {},
): LectureVideo {
  const { upload, ...rest } = overrides;
  return {
    source: 'none',
    duration_seconds: null,
    poster_url: null,
    captions: [],
    video_sent_at: null,
    max_bytes: 5 * 1024 ** 3,
    ...rest,
    upload: upload
      ? {
          id: 'upload-1',
          status: 'uploading',
          progress: 0,
          file_name: 'aula-props-e-estado.mp4',
          size_bytes: 1000 * MB,
          failure: null,
          updated_at: FIXTURE_NOW.toISOString(),
          ...upload,
        }
      : null,
  };
}

/** A file of `size` bytes without holding them (a story's 1 GB video is a few bytes). */
export function fakeVideoFile(name: string, size: number, type = 'video/mp4'): File {
  const file = new File(['00'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * A tus client the play function drives: `progress`, `succeed` and `fail` report as the real one
 * would; the clock (for the speed) moves with `at`.
 */
export function createFakeUploader() {
  let callbacks: VideoUploadCallbacks | null = null;
  let clock = 0;
  let sent = false;
  const handle = {
    pause: fn().mockName('pause'),
    resume: fn().mockName('resume'),
    abort: fn<() => Promise<void>>().mockName('abort'),
  };
  const upload = fn<UploadLectureVideo>().mockName('uploadLectureVideo');
  /** Storybook may reset spies between stories: the behaviour is set again on each reset. */
  const behave = () => {
    for (const mock of [upload, handle.pause, handle.resume, handle.abort]) mock.mockReset();
    handle.abort.mockImplementation(async () => undefined);
    upload.mockImplementation((_lectureId, _file, given) => {
      callbacks = given;
      return handle;
    });
  };
  const reporter = () => {
    if (!callbacks) throw new Error('No upload was started.');
    return callbacks;
  };
  return {
    upload,
    handle,
    /** Starts every story with no upload in the registry, on this clock. */
    reset() {
      callbacks = null;
      clock = 0;
      sent = false;
      behave();
      resetVideoUploads(() => clock);
    },
    progress(sent: number, total: number, at: number) {
      clock = at;
      reporter().onProgress(sent, total);
    },
    succeed: () => {
      sent = true;
      reporter().onSuccess();
    },
    /** Whether the whole file was sent (the server then answers "processing"). */
    sent: () => sent,
    fail: (message: string) =>
      reporter().onError({ message, status: 0, code: 'ServerErrorException' } as never),
  };
}
export type FakeUploader = ReturnType<typeof createFakeUploader>;

/** The stories' API (msw behind the app's adapter) with the fake tus client. */
export function WithUploader({
  uploader,
  children,
}: {
  uploader: FakeUploader | null;
  children: ReactNode;
}) {
  const real = useApi();
  // The real adapter but its upload: a copy (`{ ...api }`) kept only the methods made so far (the
  // app's adapter makes each endpoint's on first use), so a story run first had no `lectureVideo`.
  const adapter = useMemo(
    () =>
      new Proxy(real, {
        get: (target, name, receiver) =>
          name === 'uploadLectureVideo' ? uploader?.upload : Reflect.get(target, name, receiver),
      }),
    [real, uploader],
  );
  return <ApiProvider adapter={adapter}>{children}</ApiProvider>;
}
