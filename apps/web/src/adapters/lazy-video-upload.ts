import { ApiError } from '@aula/contract/site';
import { statusMessages, type UploadLectureVideo, type VideoUploadHandle } from '@aula/features';

/**
 * `UploadLectureVideo` whose code (./video-upload, some 3 kB, and the adapter's network side)
 * loads with the first upload, not with every page: only an admin on a lecture's content page
 * ever uploads, yet the HTTP adapter is in every visitor's first download. `load` brings the
 * uploader (./http-network's `videoUploader`). The handle answers at once; `pause`, `resume` and
 * `abort` wait for the uploader and run on it in the order they were called. Code that does not
 * load (offline, a new deploy) is the upload's network error.
 */
export function createLazyVideoUploader(
  load: () => Promise<UploadLectureVideo>,
): UploadLectureVideo {
  let uploader: Promise<UploadLectureVideo> | undefined;
  return (lectureId, file, callbacks) => {
    uploader ??= load();
    uploader.catch(() => {
      // The next upload tries to load the code again.
      uploader = undefined;
    });
    const handle: Promise<VideoUploadHandle | null> = uploader.then(
      (upload) => upload(lectureId, file, callbacks),
      (error: unknown) => {
        callbacks.onError(
          new ApiError({
            code: 'ServerErrorException',
            status: 0,
            message: statusMessages.network,
            cause: error,
          }),
        );
        return null;
      },
    );
    return {
      pause: () => void handle.then((started) => started?.pause()),
      resume: () => void handle.then((started) => started?.resume()),
      abort: async () => {
        await (await handle)?.abort();
      },
    };
  };
}
