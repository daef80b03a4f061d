import { courseInputSchema, type Product } from '@aula/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
} from '@aula/ui';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { AccountNotify } from '../../account/notify';
import { useApiMutation } from '../../api/mutations';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { ProductField } from '../shared/product-field';
import { slugify } from './slug';

const labels = {
  title: { label: 'Título', gender: 'm' },
  slug: { label: 'Endereço (slug)', gender: 'm' },
  product_id: { label: 'Produto', gender: 'm' },
} as const satisfies Record<string, FieldLabel>;

/** The dialog's fields as typed: the product is the select's value until it is sent. */
const formSchema = z.object({
  title: courseInputSchema.shape.title,
  slug: courseInputSchema.shape.slug,
  product_id: z.string().check(z.minLength(1)),
});

export const createCourseMessages = {
  title: 'Novo curso',
  description: 'O endereço é proposto a partir do título; você pode mudá-lo.',
  slugHint: 'Letras minúsculas, números e hífens: aparece no endereço do curso.',
  submit: 'Criar curso',
  created: 'Curso criado.',
} as const;

export interface CreateCourseDialogProps {
  products: readonly Pick<Product, 'id' | 'title'>[];
  /** The new course's id: the page opens it. */
  onCreated: (id: number) => void;
  notify: AccountNotify;
  triggerLabel: string;
}

/** "Novo curso": title, a slug proposed from it (editable) and the product. */
export function CreateCourseDialog({
  products,
  onCreated,
  notify,
  triggerLabel,
}: CreateCourseDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent>
        {/* Mounted with the content (Radix unmounts it once closed): a new opening starts empty,
            and the closing animation keeps the dialog's title (its accessible name). */}
        <CreateCourseForm
          products={products}
          onCreated={(id) => {
            setOpen(false);
            notify('success', createCourseMessages.created);
            onCreated(id);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateCourseForm({
  products,
  onCreated,
}: {
  products: CreateCourseDialogProps['products'];
  onCreated: (id: number) => void;
}) {
  const create = useApiMutation('createCourse', { revalidate: ['listCourses'] });
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useContractForm({
    schema: formSchema,
    labels,
    initial: {
      title: '',
      slug: '',
      product_id: products.length === 1 ? String(products[0]?.id) : '',
    },
    submit: async (values) => {
      const created = await create.trigger({
        body: {
          title: values.title.trim(),
          slug: values.slug,
          product_id: Number(values.product_id),
        },
      });
      onCreated(created.data.id);
    },
  });
  const title = form.field('title');
  const slug = form.field('slug');
  const product = form.field('product_id');
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{createCourseMessages.title}</DialogTitle>
        <DialogDescription>{createCourseMessages.description}</DialogDescription>
      </DialogHeader>
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <FormField {...title.formField} required>
        <Input
          {...title.control}
          maxLength={200}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setValues((prev) => ({
              ...prev,
              title: value,
              ...(slugEdited ? {} : { slug: slugify(value) }),
            }));
          }}
        />
      </FormField>
      <FormField {...slug.formField} hint={createCourseMessages.slugHint} required>
        <Input
          {...slug.control}
          onChange={(event) => {
            setSlugEdited(true);
            slug.control.onChange(event);
          }}
        />
      </FormField>
      <ProductField field={product} products={products} />
      <DialogFooter>
        <Button type="submit" loading={form.pending}>
          {createCourseMessages.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
