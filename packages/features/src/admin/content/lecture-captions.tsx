import {
  type AdminCaption,
  CAPTION_LANGUAGE_LABELS,
  CAPTION_LANGUAGES,
  CAPTION_MAX_CHARS,
  type CaptionLanguage,
  isApiError,
} from '@aula/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  FormField,
  Input,
  Select,
  Skeleton,
  useFormField,
} from '@aula/ui';
import { useId, useRef, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { formatSchoolDateTime } from '../shared/school-time';
import { captionText } from './caption-text';

export const captionMessages = {
  title: 'Legendas',
  hint: 'Arquivos WebVTT (.vtt) ou SubRip (.srt). Os alunos escolhem a legenda no player; o texto aparece sempre como texto, sem formatação além de negrito, itálico e sublinhado.',
  empty: 'Nenhuma legenda ainda. Sem legenda, quem não ouve o áudio não acompanha a aula.',
  loadError: 'Não foi possível carregar as legendas.',
  retry: 'Tentar de novo',
  cues: (count: number) => `${count.toLocaleString('pt-BR')} ${count === 1 ? 'fala' : 'falas'}`,
  updated: (when: string) => `atualizada em ${when}`,
  previousVideo: 'Do vídeo anterior',
  previousVideoHint:
    'Enviada antes do vídeo que a aula mostra agora. Confira se as falas ainda combinam com ele e, se não, substitua o arquivo.',
  replace: 'Substituir',
  replaceLabel: (label: string) => `Substituir legenda: ${label}`,
  replacing: 'Enviando…',
  remove: 'Remover',
  removeLabel: (label: string) => `Remover legenda: ${label}`,
  removeTitle: (label: string) => `Remover a legenda em ${label}?`,
  removeDescription: 'Os alunos deixam de ver esta legenda na aula. O arquivo é apagado.',
  removeConfirm: 'Remover legenda',
  removeError: 'Não foi possível remover a legenda. Tente de novo.',
  addTitle: 'Adicionar legenda',
  language: 'Idioma',
  file: 'Arquivo de legenda',
  fileHint: '.vtt ou .srt, até 1 MB.',
  choose: 'Escolher arquivo',
  noneChosen: 'Nenhum arquivo escolhido',
  add: 'Adicionar legenda',
  adding: 'Enviando…',
  noFile: 'Escolha um arquivo .vtt ou .srt.',
  tooLarge: 'O arquivo passa de 1 MB de texto. Divida a legenda ou remova o que não é fala.',
  unreadable: 'Não foi possível ler o arquivo. Confira se é um arquivo de texto .vtt ou .srt.',
  failed: 'Não foi possível enviar a legenda. Tente de novo.',
  allAdded:
    'A aula já tem legenda em todos os idiomas oferecidos. Para trocar uma, use “Substituir”.',
} as const;

const ACCEPT = '.vtt,.srt,text/vtt,application/x-subrip';

/** The file's text, or the message that says why it cannot be sent. */
async function readCaptionFile(file: File): Promise<{ content: string } | { error: string }> {
  // Bytes bound the characters from above: a file under the limit in bytes is under it in text.
  if (file.size > CAPTION_MAX_CHARS * 4) return { error: captionMessages.tooLarge };
  try {
    const content = captionText(new Uint8Array(await file.arrayBuffer()));
    if (content.length > CAPTION_MAX_CHARS) return { error: captionMessages.tooLarge };
    if (content.trim() === '') return { error: captionMessages.noFile };
    return { content };
  } catch {
    return { error: captionMessages.unreadable };
  }
}

/** What the server said about the file (or the language), in its words. */
function refusalOf(error: unknown): { content?: string; language?: string } {
  if (!isApiError(error)) return { content: captionMessages.failed };
  const content = error.fieldErrors.content?.[0];
  const language = error.fieldErrors.language?.[0];
  if (content || language)
    return { ...(content ? { content } : {}), ...(language ? { language } : {}) };
  return { content: error.message || captionMessages.failed };
}

export interface LectureCaptionsProps {
  lectureId: number;
}

/**
 * A lecture's caption tracks in the admin's drawer (issue 35 §5): each language's file with its
 * number of cues, replaced or removed in place, and one more added from a `.vtt` or `.srt`. The
 * server checks and converts the file; its refusal shows on the field, the choices kept.
 * Never a `<form>`: it sits inside the drawer's own.
 */
export function LectureCaptions({ lectureId }: LectureCaptionsProps) {
  const titleId = useId();
  const read = useApiQuery('lectureVideo', { params: { id: lectureId } });
  const captions = read.data?.data.captions;
  const videoSentAt = read.data?.data.video_sent_at ?? null;
  return (
    <section
      aria-labelledby={titleId}
      className="border-border flex flex-col gap-3 rounded-md border p-3"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-sm font-semibold">
          {captionMessages.title}
        </h3>
        <p className="text-muted-foreground text-xs">{captionMessages.hint}</p>
      </div>
      {captions ? (
        <>
          <CaptionList lectureId={lectureId} captions={captions} videoSentAt={videoSentAt} />
          <AddCaption lectureId={lectureId} captions={captions} />
        </>
      ) : read.error ? (
        <Alert variant="error" title={captionMessages.loadError}>
          <Button size="sm" variant="outline" onClick={() => void read.mutate()}>
            {captionMessages.retry}
          </Button>
        </Alert>
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </section>
  );
}

function CaptionList({
  lectureId,
  captions,
  videoSentAt,
}: {
  lectureId: number;
  captions: AdminCaption[];
  /** When the uploaded video that plays now began to be sent (`video_sent_at`). */
  videoSentAt: string | null;
}) {
  if (captions.length === 0) {
    return <p className="text-muted-foreground text-sm">{captionMessages.empty}</p>;
  }
  return (
    <ul className="divide-border flex flex-col divide-y">
      {captions.map((caption) => (
        <CaptionRow
          key={caption.language}
          lectureId={lectureId}
          caption={caption}
          // Saved before the video that plays now was sent: made for the one it replaced.
          fromPreviousVideo={
            videoSentAt !== null && Date.parse(caption.updated_at) < Date.parse(videoSentAt)
          }
        />
      ))}
    </ul>
  );
}

function CaptionRow({
  lectureId,
  caption,
  fromPreviousVideo,
}: {
  lectureId: number;
  caption: AdminCaption;
  fromPreviousVideo: boolean;
}) {
  const save = useApiMutation('saveLectureCaption', { revalidate: ['lectureVideo'] });
  const remove = useApiMutation('deleteLectureCaption', { revalidate: ['lectureVideo'] });
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const previousId = useId();
  const replaceWith = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const read = await readCaptionFile(file);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    try {
      await save.trigger({
        params: { id: lectureId },
        body: { language: caption.language, content: read.content },
      });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(refusal.content ?? refusal.language ?? captionMessages.failed);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const confirmRemove = async () => {
    setError(null);
    try {
      await remove.trigger({ params: { id: lectureId, language: caption.language } });
    } catch (failure) {
      setError(captionMessages.removeError);
      throw failure;
    }
  };
  return (
    <li className="flex flex-col gap-2 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {caption.label}
            {fromPreviousVideo ? (
              <Badge size="sm" color="warning">
                {captionMessages.previousVideo}
              </Badge>
            ) : null}
          </span>
          <span className="text-muted-foreground text-xs">
            {captionMessages.cues(caption.cue_count)} ·{' '}
            {captionMessages.updated(formatSchoolDateTime(caption.updated_at))}
          </span>
          {fromPreviousVideo ? (
            <span id={previousId} className="text-muted-foreground text-xs">
              {captionMessages.previousVideoHint}
            </span>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            loading={save.pending}
            aria-label={captionMessages.replaceLabel(caption.label)}
            aria-describedby={
              [error ? errorId : '', fromPreviousVideo ? previousId : ''].join(' ').trim() ||
              undefined
            }
            onClick={() => input.current?.click()}
          >
            {save.pending ? captionMessages.replacing : captionMessages.replace}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                color="error"
                aria-label={captionMessages.removeLabel(caption.label)}
              >
                {captionMessages.remove}
              </Button>
            }
            title={captionMessages.removeTitle(caption.label)}
            description={captionMessages.removeDescription}
            confirmLabel={captionMessages.removeConfirm}
            onConfirm={confirmRemove}
          />
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={captionMessages.replaceLabel(caption.label)}
        onChange={(event) => void replaceWith(event.target.files?.[0])}
      />
      {error ? (
        <p id={errorId} role="alert" className="aula-form-field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function AddCaption({ lectureId, captions }: { lectureId: number; captions: AdminCaption[] }) {
  const taken = new Set(captions.map((caption) => caption.language));
  const free = CAPTION_LANGUAGES.filter((language) => !taken.has(language));
  const [chosen, setChosen] = useState<CaptionLanguage | null>(null);
  const language = chosen && free.includes(chosen) ? chosen : free[0];
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ content?: string; language?: string }>({});
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = useApiMutation('saveLectureCaption', { revalidate: ['lectureVideo'] });
  if (!language) return <p className="text-muted-foreground text-sm">{captionMessages.allAdded}</p>;

  const send = async () => {
    if (!file) {
      setErrors({ content: captionMessages.noFile });
      input.current?.focus();
      return;
    }
    setErrors({});
    setReading(true);
    const read = await readCaptionFile(file);
    setReading(false);
    if ('error' in read) {
      setErrors({ content: read.error });
      input.current?.focus();
      return;
    }
    try {
      await save.trigger({ params: { id: lectureId }, body: { language, content: read.content } });
      setFile(null);
      setChosen(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      // The file and the language stay as chosen: fix the file and send again.
      setErrors(refusalOf(failure));
      input.current?.focus();
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 pt-1">
      <legend className="mb-3 text-sm font-medium">{captionMessages.addTitle}</legend>
      <FormField label={captionMessages.language} error={errors.language}>
        <Select
          size="md"
          value={language}
          onChange={(event) => setChosen(event.target.value as CaptionLanguage)}
          options={free.map((value) => ({ value, label: CAPTION_LANGUAGE_LABELS[value] }))}
        />
      </FormField>
      <FormField
        label={captionMessages.file}
        hint={captionMessages.fileHint}
        error={errors.content}
      >
        <Input
          ref={input}
          size="md"
          type="file"
          accept={ACCEPT}
          // The browser's own button speaks the browser's language ("Choose File"): it is hidden
          // and the pt-BR button below opens it; the label still names it for assistive tools.
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors({});
          }}
        />
        <ChooseFileButton file={file} onChoose={() => input.current?.click()} />
      </FormField>
      <Button
        size="sm"
        className="self-start"
        loading={reading || save.pending}
        onClick={() => void send()}
      >
        {reading || save.pending ? captionMessages.adding : captionMessages.add}
      </Button>
    </fieldset>
  );
}

/** The visible, pt-BR face of the hidden file input: a button and the chosen file's name. */
function ChooseFileButton({ file, onChoose }: { file: File | null; onChoose: () => void }) {
  const field = useFormField();
  const nameId = useId();
  const described = [nameId, field?.hintId, field?.errorId].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-describedby={described}
        aria-invalid={field?.invalid || undefined}
        onClick={onChoose}
      >
        {captionMessages.choose}
      </Button>
      <span id={nameId} className="text-muted-foreground min-w-0 truncate text-sm">
        {file ? file.name : captionMessages.noneChosen}
      </span>
    </div>
  );
}
