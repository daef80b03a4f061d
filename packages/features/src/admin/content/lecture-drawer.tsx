import { type Lecture, type LectureInput, lectureInputSchema } from '@aula/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  DateTimePicker,
  Drawer,
  DrawerContent,
  FormField,
  Input,
  Skeleton,
  Switch,
} from '@aula/ui';
import { lazy, Suspense, useState } from 'react';
import { z } from 'zod/mini';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { RichText } from '../../player/rich-text';
import { DrawerForm } from '../list/modal-form';
import { formatSchoolDateTimeLong, fromSchoolIso, toSchoolIso } from '../shared/school-time';
import { LectureCaptions } from './lecture-captions';
import { formatDuration, noVideoMessages, parseDuration } from './lecture-fields';
import { editorMessages } from './rich-text-editor-messages';
import { LectureVideoField } from './video-upload-field';

/** Tiptap only loads when a lecture drawer opens: its own chunk, off every other page. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const labels = {
  title: { label: 'Título', gender: 'm' },
  description: { label: 'Descrição', gender: 'f' },
  video_url: { label: 'Endereço do vídeo (URL)', gender: 'm' },
  duration_seconds: { label: 'Duração', gender: 'f' },
  scheduled_for: { label: 'Liberar em', gender: 'm' },
  is_free: { label: 'Grátis', gender: 'm' },
  is_published: { label: 'Publicada', gender: 'f' },
} as const satisfies Record<string, FieldLabel>;
type Field = keyof typeof labels;
type Values = Record<Field, string>;

export const drawerMessages = {
  title: 'Editar aula',
  description: 'As mudanças valem para os alunos assim que você salvar.',
  preview: 'Pré-visualização da descrição',
  previewEmpty: 'A descrição aparece aqui como os alunos a veem.',
  descriptionHint:
    'Use a barra de ferramentas ou os atalhos (Ctrl+B, Ctrl+I, Ctrl+K para link). Texto colado do Google Docs ou do Word chega limpo.',
  durationHint: 'Em mm:ss (12:05) ou em minutos (12).',
  durationInvalid: 'Informe a duração em mm:ss (por exemplo 12:05) ou em minutos.',
  scheduleHint: 'Horário de Brasília. Sem data, a aula é liberada assim que publicada.',
  scheduledFor: (when: string) =>
    `Liberada ${/^(sábado|domingo)/.test(when) ? 'no' : 'na'} ${when} (horário de Brasília).`,
  clearDate: 'Remover data',
  freeDescription: 'Qualquer visitante pode assistir, sem assinatura.',
  publishedDescription: 'Rascunhos só aparecem para a equipe.',
  save: 'Salvar',
  cancel: 'Cancelar',
} as const;

/**
 * The form's strings as the API's body, with only what changed from `initial` (an untouched field
 * is neither checked nor sent: a lecture imported with a relative video path can still be edited).
 * An unreadable duration is left for `extraCheck`.
 */
export function toLectureBody(values: Values, initial: Values): Partial<LectureInput> {
  const duration = parseDuration(values.duration_seconds);
  const all: Partial<LectureInput> = {
    title: values.title,
    description: values.description.trim() || null,
    video_url: values.video_url.trim() || null,
    duration_seconds: duration === undefined ? null : duration,
    scheduled_for: values.scheduled_for || null,
    is_free: values.is_free === 'true',
    is_published: values.is_published === 'true',
  };
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => values[key as Field] !== initial[key as Field]),
  ) as Partial<LectureInput>;
}

/** The contract's own schema, over the body the form would send. */
const bodySchema = z.partial(lectureInputSchema);
const formSchemaFor = (initial: Values) =>
  z.pipe(
    z.transform((values) => toLectureBody(values as Values, initial) as z.input<typeof bodySchema>),
    bodySchema,
  );

const publishedWithoutVideo = (values: Values) =>
  values.is_published === 'true' && !values.video_url.trim();

const initialOf = (lecture: Lecture): Values => ({
  title: lecture.title,
  description: lecture.description ?? '',
  video_url: lecture.video_url ?? '',
  duration_seconds: formatDuration(lecture.duration_seconds),
  scheduled_for: lecture.scheduled_for ?? '',
  is_free: String(lecture.is_free),
  is_published: String(lecture.is_published),
});

export interface LectureDrawerProps {
  /** The lecture being edited; null keeps the drawer closed. */
  lecture: Lecture | null;
  onOpenChange: (open: boolean) => void;
  /** Sends what changed (maybe nothing); a rejection with an ApiError is shown on the fields. */
  onSave: (body: Partial<LectureInput>) => Promise<void>;
}

/** The lecture's editor in a side drawer: every field of a lecture, checked before sending. */
export function LectureDrawer({ lecture, onOpenChange, onSave }: LectureDrawerProps) {
  // While it slides out the drawer keeps showing the last lecture (and so keeps its name).
  const [last, setLast] = useState(lecture);
  if (lecture && lecture !== last) setLast(lecture);
  const shown = lecture ?? last;
  return (
    <Drawer open={lecture !== null} onOpenChange={onOpenChange}>
      <DrawerContent side="right" className="sm:max-w-xl">
        {shown ? <LectureForm key={shown.id} lecture={shown} onSave={onSave} /> : null}
      </DrawerContent>
    </Drawer>
  );
}

function LectureForm({
  lecture,
  onSave,
}: {
  lecture: Lecture;
  onSave: (body: Partial<LectureInput>) => Promise<void>;
}) {
  const [initial] = useState(() => initialOf(lecture));
  const [schema] = useState(() => formSchemaFor(initial));
  // Saving a lecture into "published without a video" (publishing it, or clearing the video of a
  // published one) asks first, once the fields are valid (issue 33); the answer settles `ask`.
  const [asking, setAsking] = useState<((go: boolean) => void) | null>(null);
  const confirmPublishing = () => new Promise<boolean>((settle) => setAsking(() => settle));
  const answer = (go: boolean) => {
    asking?.(go);
    setAsking(null);
  };
  const form = useContractForm({
    schema,
    labels,
    initial,
    extraCheck: (values) =>
      parseDuration(values.duration_seconds) === undefined
        ? { duration_seconds: drawerMessages.durationInvalid }
        : {},
    submit: async (values) => {
      const intoNoVideo = publishedWithoutVideo(values) && !publishedWithoutVideo(initial);
      if (intoNoVideo && !(await confirmPublishing())) return;
      await onSave(toLectureBody(values, initial));
    },
  });
  const title = form.field('title');
  const description = form.field('description');
  const videoUrl = form.field('video_url');
  const duration = form.field('duration_seconds');
  const scheduled = form.field('scheduled_for');
  const set = (name: Field, value: string) =>
    form.setValues((prev) => ({ ...prev, [name]: value }));
  /** A yes/no field ("true" or "false" in the form) as a switch, its error in place of `hint`. */
  const toggle = (name: 'is_free' | 'is_published', hint: string) => {
    const field = form.field(name);
    return (
      <Switch
        id={field.formField.htmlFor}
        label={labels[name].label}
        description={field.formField.error ?? hint}
        checked={form.values[name] === 'true'}
        onCheckedChange={(checked) => set(name, String(checked))}
      />
    );
  };
  // The picker keeps its typed day when its value goes to null: a new one shows the cleared date.
  const [pickerKey, setPickerKey] = useState(0);
  const scheduledValue = form.values.scheduled_for
    ? fromSchoolIso(form.values.scheduled_for)
    : null;

  return (
    <DrawerForm
      title={drawerMessages.title}
      description={drawerMessages.description}
      submitLabel={drawerMessages.save}
      form={form}
    >
      <FormField {...title.formField} required>
        <Input {...title.control} maxLength={200} />
      </FormField>
      <FormField {...description.formField} hint={drawerMessages.descriptionHint}>
        <Suspense
          fallback={
            <div
              role="status"
              className="border-input flex min-h-52 flex-col gap-2 rounded-md border p-3"
            >
              <span className="sr-only">{editorMessages.loading}</span>
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          }
        >
          <RichTextEditor
            name="description"
            value={form.values.description}
            onChange={(html) => set('description', html)}
          />
        </Suspense>
      </FormField>
      <section aria-label={drawerMessages.preview} className="border-border rounded-md border p-3">
        <p className="text-muted-foreground mb-2 text-xs font-medium uppercase">
          {drawerMessages.preview}
        </p>
        {form.values.description.trim() ? (
          <RichText html={form.values.description} className="flex flex-col gap-3" />
        ) : (
          <p className="text-muted-foreground text-sm">{drawerMessages.previewEmpty}</p>
        )}
      </section>
      <LectureVideoField
        lectureId={lecture.id}
        linkInvalid={!!videoUrl.formField.error}
        link={
          <FormField {...videoUrl.formField}>
            <Input {...videoUrl.control} type="url" inputMode="url" placeholder="https://" />
          </FormField>
        }
      />
      <LectureCaptions lectureId={lecture.id} />
      <FormField {...duration.formField} hint={drawerMessages.durationHint}>
        <Input {...duration.control} inputMode="numeric" placeholder="mm:ss" className="max-w-32" />
      </FormField>
      <FormField
        {...scheduled.formField}
        hint={
          form.values.scheduled_for
            ? drawerMessages.scheduledFor(formatSchoolDateTimeLong(form.values.scheduled_for))
            : drawerMessages.scheduleHint
        }
      >
        <DateTimePicker
          key={pickerKey}
          value={scheduledValue}
          defaultTime="10:00"
          onChange={(picked) => set('scheduled_for', picked ? toSchoolIso(picked) : '')}
        />
      </FormField>
      {form.values.scheduled_for ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            set('scheduled_for', '');
            setPickerKey((key) => key + 1);
          }}
        >
          {drawerMessages.clearDate}
        </Button>
      ) : null}
      {toggle('is_free', drawerMessages.freeDescription)}
      {toggle('is_published', drawerMessages.publishedDescription)}
      {publishedWithoutVideo(form.values) ? (
        <Alert variant="warning" title={noVideoMessages.badge}>
          {noVideoMessages.warning}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        title={noVideoMessages.confirmTitle(form.values.title)}
        description={noVideoMessages.confirmDescription}
        confirmLabel={noVideoMessages.confirm}
        color="warning"
        onConfirm={() => answer(true)}
      />
    </DrawerForm>
  );
}
