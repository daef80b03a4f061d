import type { ApiError, ApiPort } from '@aula/contract';

/** What an upload reports as it goes (issue 35: resumable lecture videos). */
export interface VideoUploadCallbacks {
  /** Bytes the server has, of the file's total (a resumed upload starts past 0). */
  onProgress: (sent: number, total: number) => void;
  /** The server has the whole file; processing starts (see `lectureVideo`). */
  onSuccess: () => void;
  /** Refused (too large, not an admin) or lost after the retries; the message is pt-BR. */
  onError: (error: ApiError) => void;
}

/** A running upload: paused keeps what the server has; `abort` forgets it on both sides. */
export interface VideoUploadHandle {
  pause: () => void;
  resume: () => void;
  abort: () => Promise<void>;
}

/**
 * Starts (or resumes, when the same file was partly sent before from this browser) the upload of
 * a lecture's video. The web app implements it with the tus protocol; stories pass a fake.
 */
export type UploadLectureVideo = (
  lectureId: number,
  file: File,
  callbacks: VideoUploadCallbacks,
) => VideoUploadHandle;

/**
 * The port every feature talks to (Backstage's API refs): one typed method per endpoint of
 * `@aula/contract`, plus the uploads that are not plain calls. `apps/web` supplies the HTTP
 * adapter; stories and tests supply fakes (partial implementations are fine). Every method
 * rejects with an `ApiError` from `@aula/contract`.
 */
export type ApiAdapter = ApiPort & { uploadLectureVideo?: UploadLectureVideo };
