import type { Course, Product } from '@aula/contract';
import { Button, FormField, Input, Skeleton, Switch, Textarea } from '@aula/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { type QueryName, useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { ContractForm } from '../../forms/contract-form';
import { useContractForm } from '../../forms/use-contract-form';
import { ImagePicker } from '../../shared/image-picker';
import { LoadingBlock, QueryState } from '../../shared/query-state';
import { ProductField } from '../shared/product-field';
import {
  type CourseInfoSaved,
  courseInfoBody,
  courseInfoLabels,
  courseInfoSchema,
  isCourseInfoDirty,
  savedOf,
} from './course-info-form';
import { coverImageMessages, prepareCover } from './cover-image';

export const courseInfoMessages = {
  title: 'Informações básicas',
  intro: 'O que os alunos veem do curso: título, endereço, descrição, produto e capa.',
  loadError: 'Não foi possível carregar o curso.',
  slugHint: 'Letras minúsculas, números e hífens: aparece no endereço do curso.',
  published: 'Publicado',
  publishedHint:
    'Desligado, o curso fica em rascunho: some do catálogo e só a equipe consegue abri-lo.',
  save: 'Salvar alterações',
  saved: 'Informações do curso salvas.',
  cover: 'Imagem de capa',
  coverHint: 'JPEG, PNG ou WebP. Reduzimos a imagem para até 1280 px de largura antes de enviar.',
  noCover: 'Este curso ainda não tem capa.',
  currentCover: 'Capa atual do curso',
  preview: 'Prévia da nova capa',
  chooseCover: 'Escolher imagem',
  chooseAnother: 'Escolher outra imagem',
  preparing: 'Preparando a imagem…',
  saveCover: 'Salvar capa',
  cancel: 'Cancelar',
  removeCover: 'Remover capa',
  removeTitle: 'Remover a capa do curso?',
  removeDescription: 'O curso fica sem imagem de capa até você enviar outra.',
  removeConfirm: 'Remover',
  coverSaved: 'Capa atualizada.',
  coverRemoved: 'Capa removida.',
  tooLarge: coverImageMessages.tooLarge,
} as const;

/** Every read that shows the course's title, status or cover: revalidated after a save. */
const COURSE_READS: QueryName[] = ['getCourse', 'courseOverview', 'listCourses'];

export interface CourseInfoProps {
  courseId: number;
  /** Toasts after a save (the app's Toaster). */
  notify: AccountNotify;
  /**
   * Told whenever the screen starts or stops holding unsaved edits (the form, or a chosen cover
   * not saved yet), so the page can ask before leaving.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * "Informações básicas" (ADR 018): the course's title, slug, description, product and publish
 * switch, saved together; and its cover, uploaded and removed on its own (like the profile photo).
 */
export function CourseInfo({ courseId, notify, onDirtyChange }: CourseInfoProps) {
  const course = useApiQuery('getCourse', { params: { id: courseId } });
  const products = useApiQuery('listProducts', { query: {} });
  const [formDirty, setFormDirty] = useState(false);
  const [coverDirty, setCoverDirty] = useState(false);
  const dirty = formDirty || coverDirty;
  const report = useRef(onDirtyChange);
  useEffect(() => {
    report.current = onDirtyChange;
  });
  useEffect(() => {
    report.current?.(dirty);
  }, [dirty]);

  const heading = (
    <div className="flex flex-col gap-1">
      <h2 className="text-xl font-semibold">{courseInfoMessages.title}</h2>
      <p className="text-muted-foreground text-sm">{courseInfoMessages.intro}</p>
    </div>
  );
  const both = {
    data:
      course.data && products.data ? ([course.data.data, products.data.data] as const) : undefined,
    error: course.error ?? products.error,
    isLoading: course.isLoading || products.isLoading,
    mutate: () => {
      void course.mutate();
      void products.mutate();
    },
  };
  return (
    <QueryState
      query={both}
      errorTitle={courseInfoMessages.loadError}
      frame={{ heading: heading, className: 'flex flex-col gap-4' }}
      loading={
        <LoadingBlock className="flex flex-col gap-4" data-testid="course-info-loading">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </LoadingBlock>
      }
    >
      {([info, productList]) => (
        <section className="flex max-w-2xl flex-col gap-8">
          {heading}
          <CoverSection course={info} notify={notify} onPendingChange={setCoverDirty} />
          <InfoForm
            key={info.id}
            course={info}
            products={productList}
            notify={notify}
            onDirtyChange={setFormDirty}
          />
        </section>
      )}
    </QueryState>
  );
}

interface InfoFormProps {
  course: Course;
  products: readonly Pick<Product, 'id' | 'title'>[];
  notify: AccountNotify;
  onDirtyChange: (dirty: boolean) => void;
}

function InfoForm({ course, products, notify, onDirtyChange }: InfoFormProps) {
  const update = useApiMutation('updateCourse', { revalidate: COURSE_READS });
  // What the server holds: the form is compared with it, and moves with each save.
  const [saved, setSaved] = useState<CourseInfoSaved>(() => savedOf(course));
  const [isPublished, setPublished] = useState(saved.isPublished);
  const publishedId = useId();
  const form = useContractForm({
    schema: courseInfoSchema,
    labels: courseInfoLabels,
    initial: saved.values,
    submit: async (values) => {
      const { data } = await update.trigger({
        params: { id: course.id },
        body: courseInfoBody(values, isPublished),
      });
      const next = savedOf(data);
      setSaved(next);
      form.setValues(next.values);
      setPublished(next.isPublished);
      notify('success', courseInfoMessages.saved, { id: 'curso-informacoes' });
    },
  });
  const dirty = isCourseInfoDirty(saved, form.values, isPublished);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const title = form.field('title');
  const slug = form.field('slug');
  const description = form.field('description');
  const product = form.field('product_id');
  return (
    <ContractForm form={form} label={courseInfoMessages.title}>
      <FormField {...title.formField} required>
        <Input {...title.control} maxLength={200} />
      </FormField>
      <FormField {...slug.formField} hint={courseInfoMessages.slugHint} required>
        <Input {...slug.control} maxLength={200} autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField {...description.formField}>
        <Textarea {...description.control} maxLength={5000} rows={5} />
      </FormField>
      <ProductField field={product} products={products} />
      <Switch
        id={publishedId}
        label={courseInfoMessages.published}
        description={courseInfoMessages.publishedHint}
        checked={isPublished}
        onCheckedChange={setPublished}
      />
      <div>
        <Button type="submit" loading={form.pending}>
          {courseInfoMessages.save}
        </Button>
      </div>
    </ContractForm>
  );
}

interface CoverSectionProps {
  course: Course;
  notify: AccountNotify;
  onPendingChange: (pending: boolean) => void;
}

const coverMessages = {
  title: courseInfoMessages.cover,
  hint: courseInfoMessages.coverHint,
  choose: courseInfoMessages.chooseCover,
  chooseAnother: courseInfoMessages.chooseAnother,
  preparing: courseInfoMessages.preparing,
  save: courseInfoMessages.saveCover,
  cancel: courseInfoMessages.cancel,
  remove: courseInfoMessages.removeCover,
  removeTitle: courseInfoMessages.removeTitle,
  removeDescription: courseInfoMessages.removeDescription,
  removeConfirm: courseInfoMessages.removeConfirm,
  tooLarge: courseInfoMessages.tooLarge,
  unreadable: coverImageMessages.unreadable,
};

function CoverSection({ course, notify, onPendingChange }: CoverSectionProps) {
  const upload = useApiMutation('updateCourseCover', { revalidate: COURSE_READS });
  const remove = useApiMutation('deleteCourseCover', { revalidate: COURSE_READS });
  // Shown at once after a save or removal, before the course is read again.
  const [current, setCurrent] = useState(course.cover_url);
  useEffect(() => setCurrent(course.cover_url), [course.cover_url]);
  return (
    <ImagePicker
      messages={coverMessages}
      level={3}
      hasImage={Boolean(current)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      renderImage={(previewUrl) => (
        <div className="bg-muted border-border flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border sm:w-64">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={courseInfoMessages.preview}
              className="size-full object-cover"
            />
          ) : current ? (
            <img
              src={current}
              alt={courseInfoMessages.currentCover}
              className="size-full object-cover"
            />
          ) : (
            <p className="text-muted-foreground p-4 text-center text-sm">
              {courseInfoMessages.noCover}
            </p>
          )}
        </div>
      )}
      prepare={prepareCover}
      field="cover"
      upload={async (file) => {
        const form = new FormData();
        form.set('cover', file);
        const { data } = await upload.trigger({ params: { id: course.id }, body: form });
        setCurrent(data.cover_url);
        notify('success', courseInfoMessages.coverSaved, { id: 'curso-capa' });
      }}
      remove={async () => {
        await remove.trigger({ params: { id: course.id } });
        setCurrent(null);
        notify('success', courseInfoMessages.coverRemoved, { id: 'curso-capa' });
      }}
      onPendingChange={onPendingChange}
      data-testid="cover-input"
    />
  );
}
