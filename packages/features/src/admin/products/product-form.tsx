import {
  type AdminProduct,
  CHECKOUT_PLATFORMS,
  type CheckoutPlatform,
  isApiError,
  OFFER_URL_MESSAGE,
  PRICE_TEXT_MESSAGE,
} from '@aula/contract';
import { Alert, Checkbox, FormField, Input, Textarea } from '@aula/ui';
import { useState } from 'react';
import { z } from 'zod/mini';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { DrawerForm, rowFormTexts } from '../list/modal-form';
import { useRowSave } from '../list/use-row-save';
import { productMessages } from './product-messages';

const labels = {
  title: { label: productMessages.name, gender: 'm' },
  slug: { label: productMessages.slug, gender: 'm' },
  description: { label: productMessages.description, gender: 'f' },
  cover_url: { label: productMessages.coverUrl, gender: 'm' },
  price_text: { label: productMessages.priceText, gender: 'm' },
  offer_url: { label: productMessages.offerUrl, gender: 'm' },
  hotmart: { label: productMessages.platformIds('Hotmart'), gender: 'm' },
  kiwify: { label: productMessages.platformIds('Kiwify'), gender: 'm' },
  eduzz: { label: productMessages.platformIds('Eduzz'), gender: 'm' },
} as const satisfies Record<string, FieldLabel>;

const https = (value: string) => {
  if (!value.trim()) return true;
  try {
    const parsed = new URL(value.trim());
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The drawer's fields as typed (strings), with the contract's rules and messages. */
const formSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Informe o nome.'), z.maxLength(200)),
  slug: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens.'),
      z.maxLength(200),
    ),
  description: z.string().check(z.maxLength(5000)),
  cover_url: z.string().check(z.refine(https, 'Use um endereço https:// de imagem.')),
  price_text: z.string().check(z.maxLength(60, PRICE_TEXT_MESSAGE)),
  offer_url: z.string().check(z.refine(https, OFFER_URL_MESSAGE)),
  hotmart: z.string(),
  kiwify: z.string(),
  eduzz: z.string(),
});

/** "123, 456" → its ids, without blanks or repeats. */
const splitIds = (value: string) => [
  ...new Set(
    value
      .split(/[\s,;]+/)
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

const idsOf = (product: AdminProduct | null, platform: CheckoutPlatform) =>
  (product?.platform_ids ?? [])
    .filter((one) => one.platform === platform)
    .map((one) => one.external_id)
    .join(', ');

/** "Ex.: ..." placeholders that show the shape of each field. */
const OFFER_PLACEHOLDER = 'https://pay.hotmart.com/…';

/**
 * The drawer's form: a new product or one being edited (name, slug, description, cover, whether
 * its students comment, the price text, the offer link, the platforms' product ids). A platform id
 * another product has comes back from the server and is said above the ids.
 */
export function ProductForm({
  product,
  onSaved,
}: {
  product: AdminProduct | null;
  onSaved: (message: string) => void;
}) {
  const save = useRowSave('createProduct', 'updateProduct', ['listAdminProducts', 'listProducts']);
  const [canComment, setCanComment] = useState(product?.can_comment ?? true);
  const [platformError, setPlatformError] = useState<string | null>(null);
  const form = useContractForm({
    schema: formSchema,
    labels,
    initial: {
      title: product?.title ?? '',
      slug: product?.slug ?? '',
      description: product?.description ?? '',
      cover_url: product?.cover_url ?? '',
      price_text: product?.price_text ?? '',
      offer_url: product?.offer_url ?? '',
      hotmart: idsOf(product, 'hotmart'),
      kiwify: idsOf(product, 'kiwify'),
      eduzz: idsOf(product, 'eduzz'),
    },
    submit: async (values) => {
      setPlatformError(null);
      const body = {
        title: values.title.trim(),
        slug: values.slug,
        description: values.description.trim() || null,
        cover_url: values.cover_url.trim() || null,
        can_comment: canComment,
        price_text: values.price_text.trim() || null,
        offer_url: values.offer_url.trim() || null,
        platform_ids: CHECKOUT_PLATFORMS.flatMap((platform) =>
          splitIds(values[platform]).map((external_id) => ({ platform, external_id })),
        ),
      };
      try {
        const done = await save(
          product ? { update: { params: { id: product.id }, body } } : { create: { body } },
        );
        onSaved(productMessages[done]);
      } catch (err) {
        const message = isApiError(err) ? err.fieldErrors.platform_ids?.[0] : undefined;
        if (message) setPlatformError(message);
        throw err;
      }
    },
  });
  const field = form.field;

  return (
    <DrawerForm {...rowFormTexts(productMessages, product)} form={form}>
      <FormField {...field('title').formField} required>
        <Input {...field('title').control} autoComplete="off" />
      </FormField>
      <FormField {...field('slug').formField} hint={productMessages.slugHint} required>
        <Input {...field('slug').control} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField {...field('description').formField}>
        <Textarea {...field('description').control} rows={3} />
      </FormField>
      <FormField {...field('cover_url').formField}>
        <Input {...field('cover_url').control} type="url" inputMode="url" />
      </FormField>
      <Checkbox
        label={productMessages.canComment}
        checked={canComment}
        onCheckedChange={(checked) => setCanComment(checked === true)}
      />
      <FormField {...field('price_text').formField} hint={productMessages.priceHint}>
        <Input {...field('price_text').control} placeholder="R$ 497,00" />
      </FormField>
      <FormField {...field('offer_url').formField} hint={productMessages.offerHint}>
        <Input
          {...field('offer_url').control}
          type="url"
          inputMode="url"
          placeholder={OFFER_PLACEHOLDER}
        />
      </FormField>
      {platformError ? (
        <Alert variant="error" data-testid="platform-error">
          {platformError}
        </Alert>
      ) : null}
      {CHECKOUT_PLATFORMS.map((platform) => (
        <FormField
          key={platform}
          {...field(platform).formField}
          hint={platform === 'hotmart' ? productMessages.platformHint : undefined}
        >
          <Input {...field(platform).control} autoComplete="off" spellCheck={false} />
        </FormField>
      ))}
      {product ? (
        <section aria-label={productMessages.itsCourses} className="flex flex-col gap-1 text-sm">
          <h3 className="font-medium">{productMessages.itsCourses}</h3>
          {product.courses.length === 0 ? (
            <p className="text-muted-foreground">{productMessages.noCourses}</p>
          ) : (
            <ul className="list-disc ps-5">
              {product.courses.map((course) => (
                <li key={course.id}>{course.title}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </DrawerForm>
  );
}
