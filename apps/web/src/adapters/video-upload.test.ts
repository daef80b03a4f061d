import { ApiError, XSRF_HEADER } from '@aula/contract';
import { statusMessages } from '@aula/features';
import type { DetailedError, HttpRequest, PreviousUpload } from 'tus-js-client';
import {
  createVideoUploader,
  latestUpload,
  prepareVideoRequest,
  shouldRetryVideoRequest,
  VIDEO_CHUNK_SIZE,
  videoTusOptions,
  videoUploadError,
  videoUploadFingerprint,
  videoUploadMessages,
  videoUploadMetadata,
  videoUploadsEndpoint,
} from './video-upload';

const BASE = 'http://api.aula.test/';
const ENDPOINT = `${BASE}api/video-uploads`;
const file = new File(['abc'], 'aula 1.mp4', { type: 'video/mp4', lastModified: 1_700_000_000 });

/** A tus error as the library reports a server's answer (or none: a dropped connection). */
function tusError(status: number | null, body = ''): DetailedError {
  const error = new Error(`tus: ${status}`) as DetailedError;
  error.originalResponse =
    status === null
      ? null
      : {
          getStatus: () => status,
          getHeader: () => undefined,
          getBody: () => body,
          getUnderlyingObject: () => null,
        };
  return error;
}

function fakeRequest(url: string) {
  const headers: Record<string, string> = {};
  const xhr = { withCredentials: false };
  const request = {
    getURL: () => url,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    getUnderlyingObject: () => xhr,
  };
  return { request, headers, xhr };
}

describe('video upload (tus)', () => {
  it('posts to the API base’s api/video-uploads', () => {
    expect(videoUploadsEndpoint('http://api.aula.test')).toBe(ENDPOINT);
    expect(videoUploadsEndpoint('http://aula.test/backend/')).toBe(
      'http://aula.test/backend/api/video-uploads',
    );
  });

  it('names the lecture, the file and its type in the metadata', () => {
    expect(videoUploadMetadata(7, file)).toEqual({
      lecture_id: '7',
      filename: 'aula 1.mp4',
      filetype: 'video/mp4',
    });
    expect(videoUploadMetadata(7, new File(['x'], 'sem-tipo')).filetype).toBe(
      'application/octet-stream',
    );
  });

  it('resumes only the same file for the same lecture', () => {
    const same = new File(['abc'], 'aula 1.mp4', {
      type: 'video/mp4',
      lastModified: 1_700_000_000,
    });
    expect(videoUploadFingerprint(7, same, ENDPOINT)).toBe(
      videoUploadFingerprint(7, file, ENDPOINT),
    );
    expect(videoUploadFingerprint(8, file, ENDPOINT)).not.toBe(
      videoUploadFingerprint(7, file, ENDPOINT),
    );
  });

  it('composes the options: 8 MiB chunks, retries, fingerprint kept until success', async () => {
    const onProgress = vi.fn();
    const options = videoTusOptions(7, file, ENDPOINT, {
      onBeforeRequest: async () => undefined,
      callbacks: { onProgress, onSuccess: vi.fn(), onError: vi.fn() },
      onError: vi.fn(),
    });
    expect(options).toMatchObject({
      endpoint: ENDPOINT,
      chunkSize: VIDEO_CHUNK_SIZE,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { lecture_id: '7' },
    });
    expect(VIDEO_CHUNK_SIZE).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    await expect(options.fingerprint?.(file, options)).resolves.toBe(
      videoUploadFingerprint(7, file, ENDPOINT),
    );
    options.onProgress?.(10, 20);
    expect(onProgress).toHaveBeenCalledWith(10, 20);
  });

  it('sends cookies and the XSRF header, fetching the cookie first', async () => {
    let cookie: string | undefined;
    const ensureCsrfCookie = vi.fn(async () => {
      cookie = 'token+/=';
    });
    const { request, headers, xhr } = fakeRequest(`${ENDPOINT}/abc`);
    await prepareVideoRequest(request as unknown as HttpRequest, {
      baseUrl: BASE,
      readXsrf: () => cookie,
      ensureCsrfCookie,
    });
    expect(ensureCsrfCookie).toHaveBeenCalledOnce();
    expect(xhr.withCredentials).toBe(true);
    expect(headers[XSRF_HEADER]).toBe('token+/=');
  });

  it('never sends the XSRF header to another origin', async () => {
    const { request, headers } = fakeRequest('https://bucket.example.com/part');
    await prepareVideoRequest(request as unknown as HttpRequest, {
      baseUrl: BASE,
      readXsrf: () => 'token',
      ensureCsrfCookie: async () => undefined,
    });
    expect(headers).toEqual({});
  });

  it('retries dropped connections and server errors, never refusals', () => {
    for (const status of [null, 500, 502, 409, 423, 429]) {
      expect(shouldRetryVideoRequest(tusError(status)), String(status)).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 413, 419, 422]) {
      expect(shouldRetryVideoRequest(tusError(status)), String(status)).toBe(false);
    }
  });

  it.each([
    [null, '', statusMessages.network],
    [413, '{"max_bytes":5368709120}', 'O arquivo é maior que o tamanho máximo permitido (5 GB).'],
    [413, 'Request Entity Too Large', videoUploadMessages.tooLarge()],
    [401, '', videoUploadMessages.unauthorized],
    [403, '', videoUploadMessages.forbidden],
    [404, '', videoUploadMessages.notFound],
    [419, '', statusMessages.csrfMismatch],
    [
      422,
      '{"message":"Esta aula já tem um envio em andamento."}',
      'Esta aula já tem um envio em andamento.',
    ],
    [422, '<html>', videoUploadMessages.refused],
    [500, '', videoUploadMessages.failed],
  ])('says a %s (%s) in pt-BR', (status, body, message) => {
    const error = videoUploadError(tusError(status, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: status ?? 0, message });
  });

  it('resumes the newest upload of the same file', () => {
    const upload = (creationTime: string, uploadUrl: string | null): PreviousUpload => ({
      size: 3,
      metadata: {},
      creationTime,
      urlStorageKey: creationTime,
      uploadUrl,
      parallelUploadUrls: null,
    });
    const newest = upload('2026-11-27T10:00:00Z', `${ENDPOINT}/b`);
    expect(
      latestUpload([
        upload('2026-11-26T10:00:00Z', `${ENDPOINT}/a`),
        newest,
        upload('2026-11-28T10:00:00Z', null),
      ]),
    ).toBe(newest);
    expect(latestUpload([])).toBeUndefined();
  });

  it('loads tus on the first upload, resumes what it finds and pauses, resumes, aborts', async () => {
    const calls: string[] = [];
    const previous = { uploadUrl: `${ENDPOINT}/old`, creationTime: '2026-11-27T10:00:00Z' };
    class FakeUpload {
      constructor(
        public file: File,
        public options: { metadata: Record<string, string> },
      ) {
        calls.push(`new ${options.metadata.lecture_id}`);
      }
      findPreviousUploads = async () => [previous];
      resumeFromPreviousUpload = (found: unknown) =>
        calls.push(found === previous ? 'resume-from' : '?');
      start = () => calls.push('start');
      abort = async (terminate: boolean) => {
        calls.push(terminate ? 'terminate' : 'pause');
      };
    }
    const loadTus = vi.fn(async () => ({ Upload: FakeUpload }) as never);
    const upload = createVideoUploader({
      baseUrl: BASE,
      readXsrf: () => 'token',
      ensureCsrfCookie: async () => undefined,
      loadTus,
    });
    expect(loadTus).not.toHaveBeenCalled();
    const handle = upload(7, file, { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
    await vi.waitFor(() => expect(calls).toContain('start'));
    handle.pause();
    handle.resume();
    await handle.abort();
    expect(calls).toEqual(['new 7', 'resume-from', 'start', 'pause', 'start', 'terminate']);
  });
});
