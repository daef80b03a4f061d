import type { ErrorCode } from '@aula/contract';
import { ApiError, XSRF_HEADER } from '@aula/contract/site';
import {
  formatFileSize,
  statusMessages,
  type UploadLectureVideo,
  type VideoUploadCallbacks,
  type VideoUploadHandle,
} from '@aula/features';
import type { DetailedError, HttpRequest, PreviousUpload, Upload } from 'tus-js-client';

/** tus-js-client's options (its d.ts does not export the interface). */
type TusOptions = ConstructorParameters<typeof Upload>[1];

/** 8 MiB: every PATCH is one S3 multipart part, and S3 wants at least 5 MiB per part. */
export const VIDEO_CHUNK_SIZE = 8 * 1024 * 1024;
/** Waits between retries of a dropped chunk; past the last one the upload reports the error. */
export const VIDEO_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export const videoUploadMessages = {
  tooLarge: (maxBytes?: number) =>
    maxBytes
      ? `O arquivo é maior que o tamanho máximo permitido (${formatFileSize(maxBytes)}).`
      : 'O arquivo é maior que o tamanho máximo permitido.',
  unauthorized:
    'Sua sessão expirou. Entre de novo e escolha o mesmo arquivo para continuar o envio.',
  forbidden: 'Só administradores podem enviar vídeos.',
  notFound: 'Esta aula não existe mais. Recarregue a página.',
  refused: 'O servidor recusou o arquivo. Confira se é um vídeo e tente de novo.',
  failed: 'O envio falhou. Escolha o mesmo arquivo para continuar de onde parou.',
} as const;

export interface VideoUploaderOptions {
  /** The API's base address, absolute (`createHttpApi` resolves it). */
  baseUrl: string;
  /** The XSRF cookie's value, read before every request. */
  readXsrf: () => string | undefined;
  /** Fetches the XSRF cookie when there is none (shared with the HTTP adapter). */
  ensureCsrfCookie: () => Promise<void>;
  /** A 401: the app clears the stored user, as for any call. */
  onUnauthorized?: ((error: ApiError) => void) | undefined;
  /** Loads tus-js-client (lazily, with the first upload); tests pass a fake. */
  loadTus?: () => Promise<typeof import('tus-js-client')>;
}

/** The tus endpoint, `${API base}/api/video-uploads` (the contract's `VIDEO_UPLOADS_PATH`). */
export function videoUploadsEndpoint(baseUrl: string, path = 'api/video-uploads'): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
}

/** The upload's tus metadata: the lecture (a string, as tus metadata is), the name and the type. */
export function videoUploadMetadata(lectureId: number, file: File): Record<string, string> {
  return {
    lecture_id: String(lectureId),
    filename: file.name,
    filetype: file.type || 'application/octet-stream',
  };
}

/**
 * What identifies "the same file again" for resuming: the lecture too, so the same file picked for
 * another lecture starts its own upload instead of resuming this one.
 */
export function videoUploadFingerprint(lectureId: number, file: File, endpoint: string): string {
  return [
    'aula-video',
    lectureId,
    file.name,
    file.type,
    file.size,
    file.lastModified,
    endpoint,
  ].join('-');
}

/**
 * Every tus request carries the session's cookies and, to our own API only, the anti-forgery
 * header (fetching the cookie first when there is none), as the HTTP adapter's calls do.
 */
export async function prepareVideoRequest(
  request: Pick<HttpRequest, 'getURL' | 'setHeader' | 'getUnderlyingObject'>,
  options: Pick<VideoUploaderOptions, 'baseUrl' | 'readXsrf' | 'ensureCsrfCookie'>,
): Promise<void> {
  const xhr = request.getUnderlyingObject() as { withCredentials?: boolean } | undefined;
  if (xhr) xhr.withCredentials = true;
  const api = new URL(options.baseUrl);
  if (new URL(request.getURL(), api).origin !== api.origin) return;
  await options.ensureCsrfCookie();
  const token = options.readXsrf();
  if (token) request.setHeader(XSRF_HEADER, token);
}

const statusOf = (error: unknown): number | null =>
  (error as Partial<DetailedError>).originalResponse?.getStatus() ?? null;

/**
 * Whether a failed request is tried again: a dropped connection, a server error, a lock (423),
 * a conflict on the offset (409, the client reads it again) or a rate limit. A refusal (401, 403,
 * 404, 413, 419, 422) is final: sending it again would be refused again.
 */
export function shouldRetryVideoRequest(error: unknown): boolean {
  const status = statusOf(error);
  if (status === null || status === 0) return true;
  return status >= 500 || status === 409 || status === 423 || status === 429;
}

function bodyOf(error: unknown): { message?: unknown; max_bytes?: unknown } {
  try {
    const text = (error as Partial<DetailedError>).originalResponse?.getBody() ?? '';
    const body: unknown = text ? JSON.parse(text) : {};
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** A failed upload as the app's error, with the words the field shows (pt-BR). */
export function videoUploadError(error: unknown): ApiError {
  const status = statusOf(error) ?? 0;
  const body = bodyOf(error);
  const make = (message: string, code: ErrorCode = 'ServerErrorException') =>
    new ApiError({ code, status, message, cause: error });
  if (status === 0) return make(statusMessages.network);
  if (status === 413) {
    const max = typeof body.max_bytes === 'number' && body.max_bytes > 0 ? body.max_bytes : 0;
    return make(videoUploadMessages.tooLarge(max || undefined), 'ValidationException');
  }
  if (status === 401) return make(videoUploadMessages.unauthorized);
  if (status === 403) return make(videoUploadMessages.forbidden);
  if (status === 404) return make(videoUploadMessages.notFound);
  if (status === 419) return make(statusMessages.csrfMismatch);
  if (status === 422) {
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
    return make(message ?? videoUploadMessages.refused, 'ValidationException');
  }
  if (status === 503) return make(statusMessages.busy);
  return make(videoUploadMessages.failed);
}

/** The newest of the uploads this browser started for the same file (and lecture). */
export function latestUpload(previous: readonly PreviousUpload[]): PreviousUpload | undefined {
  return [...previous]
    .filter((upload) => upload.uploadUrl)
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/** The options of one upload (pure: the callbacks and the request hook are passed in). */
export function videoTusOptions(
  lectureId: number,
  file: File,
  endpoint: string,
  hooks: {
    onBeforeRequest: (request: HttpRequest) => Promise<void>;
    callbacks: VideoUploadCallbacks;
    onError: (error: Error) => void;
  },
): TusOptions {
  return {
    endpoint,
    chunkSize: VIDEO_CHUNK_SIZE,
    retryDelays: VIDEO_RETRY_DELAYS,
    metadata: videoUploadMetadata(lectureId, file),
    fingerprint: async () => videoUploadFingerprint(lectureId, file, endpoint),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: hooks.onBeforeRequest,
    onProgress: (sent, total) => hooks.callbacks.onProgress(sent, total),
    onSuccess: () => hooks.callbacks.onSuccess(),
    onError: hooks.onError,
    onShouldRetry: (error) => shouldRetryVideoRequest(error),
  };
}

/**
 * The web app's `UploadLectureVideo`: tus (resumable) through `tus-js-client`, which loads with
 * the first upload, never with a page. Picking the same file again for the same lecture (after a
 * closed tab or a dropped connection) resumes at the server's offset: the upload's address is kept
 * in localStorage under the file's fingerprint until it succeeds.
 */
export function createVideoUploader(options: VideoUploaderOptions): UploadLectureVideo {
  const loadTus = options.loadTus ?? (() => import('tus-js-client'));
  const endpoint = videoUploadsEndpoint(options.baseUrl);

  return (lectureId, file, callbacks): VideoUploadHandle => {
    let upload: Upload | null = null;
    let paused = false;
    let aborted = false;
    const fail = (error: unknown) => {
      const apiError = videoUploadError(error);
      if (apiError.status === 401) options.onUnauthorized?.(apiError);
      callbacks.onError(apiError);
    };
    const started = (async () => {
      const tus = await loadTus();
      if (aborted) return null;
      const created = new tus.Upload(
        file,
        videoTusOptions(lectureId, file, endpoint, {
          onBeforeRequest: (request) => prepareVideoRequest(request, options),
          callbacks,
          onError: fail,
        }),
      );
      const previous = latestUpload(await created.findPreviousUploads().catch(() => []));
      if (previous) created.resumeFromPreviousUpload(previous);
      upload = created;
      if (!paused && !aborted) created.start();
      return created;
    })().catch((error: unknown) => {
      // The library's chunk did not load (offline, a new deploy).
      fail(error);
      return null;
    });

    return {
      pause() {
        paused = true;
        // Stops sending; the server keeps what it has and the address stays for resuming.
        upload?.abort(false).catch(() => undefined);
      },
      resume() {
        if (aborted || !paused) return;
        paused = false;
        upload?.start();
      },
      async abort() {
        aborted = true;
        const current = await started;
        if (!current) return;
        // Terminates the upload on the server (tus termination) and forgets its address here.
        await current.abort(true).catch((error: unknown) => {
          throw videoUploadError(error);
        });
      },
    };
  };
}
