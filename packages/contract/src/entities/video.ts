import { z } from 'zod/mini';
import { intFrom, isoDateTime } from './common';

/** A size in bytes: files pass 2 GiB, past a 32-bit integer. */
const bytes = z.int().check(z.nonnegative());

/** The caption languages a school may add (issue 35): pt-BR first, the default. */
export const CAPTION_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;
/** How the player's captions menu and the admin's list name each language. */
export const CAPTION_LANGUAGE_LABELS: Record<CaptionLanguage, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'Inglês',
  es: 'Espanhol',
};

/** A caption track as a viewer gets it: `url` is a signed link to a WebVTT file. */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  label: z.string(),
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** A caption track as the admin's lecture drawer lists it. */
export const adminCaptionSchema = z.extend(captionTrackSchema, {
  cue_count: intFrom(0),
  updated_at: isoDateTime,
});
export type AdminCaption = z.infer<typeof adminCaptionSchema>;

/** Where an uploaded video is: sent, being made into its HLS ladder, playing, or refused. */
export const videoUploadStatusSchema = z.enum(['uploading', 'processing', 'ready', 'failed']);
export type VideoUploadStatus = z.infer<typeof videoUploadStatusSchema>;

/** Why an uploaded video was refused or could not be processed. */
export const videoFailureSchema = z.enum([
  'not_video',
  'no_video_stream',
  'too_long',
  'too_large',
  'truncated',
  'transcode_failed',
  'abandoned',
]);
export type VideoFailure = z.infer<typeof videoFailureSchema>;

/** The admin's words for each failure (the drawer's video field shows them). */
export const VIDEO_FAILURE_MESSAGES: Record<VideoFailure, string> = {
  not_video: 'O arquivo enviado não é um vídeo. Envie um MP4, MOV, MKV ou WebM.',
  no_video_stream: 'O arquivo não tem imagem (só áudio ou vazio). Envie um vídeo com imagem.',
  too_long: 'O vídeo é mais longo que o permitido para uma aula.',
  too_large: 'O arquivo é maior que o tamanho máximo permitido.',
  truncated: 'O arquivo está incompleto ou corrompido. Exporte o vídeo de novo e envie outra vez.',
  transcode_failed:
    'Não foi possível processar o vídeo. Tente enviar de novo; se continuar, fale com o suporte.',
  abandoned: 'O envio ficou parado por mais de 24 horas e foi descartado. Envie o arquivo de novo.',
};

/** One upload of a lecture's video: the newest one is shown in the drawer. */
export const videoUploadSchema = z.object({
  id: z.string(),
  status: videoUploadStatusSchema,
  /** Of the current stage: bytes received while uploading, transcoding while processing. */
  progress: intFrom(0, 100),
  file_name: z.string(),
  size_bytes: bytes,
  failure: z.nullable(videoFailureSchema),
  updated_at: isoDateTime,
});
export type VideoUpload = z.infer<typeof videoUploadSchema>;

/** A lecture's video as the admin's drawer reads it (`GET api/lectures/{id}/video`). */
export const lectureVideoSchema = z.object({
  /** What students get now: an uploaded (HLS) video, an external link, or nothing. */
  source: z.enum(['upload', 'link', 'none']),
  /** The newest upload, whatever its state; null when none was ever made. */
  upload: z.nullable(videoUploadSchema),
  duration_seconds: z.nullable(intFrom(0)),
  /** A signed link to the poster frame of the uploaded video. */
  poster_url: z.nullable(z.string()),
  captions: z.array(adminCaptionSchema),
  /**
   * When the uploaded video that plays now began to be sent; null for a link or no video. A
   * caption saved before it was made for the video this one replaced.
   */
  video_sent_at: z.nullable(isoDateTime),
  /** The largest file the server takes, in bytes (`VIDEO_MAX_BYTES`). */
  max_bytes: bytes,
});
export type LectureVideo = z.infer<typeof lectureVideoSchema>;

/**
 * The tus endpoint (resumable uploads, https://tus.io) for lecture videos, relative to the API's
 * base. Admins only; each upload carries its lecture in the metadata (`lecture_id`, `filename`).
 */
export const VIDEO_UPLOADS_PATH = 'api/video-uploads';
