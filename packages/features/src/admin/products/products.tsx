import type { AdminProduct } from '@aula/contract';
import { Badge, Button, ConfirmDialog, type TableColumn } from '@aula/ui';
import { useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApi } from '../../api/api-provider';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import {
  DrawerListFrame,
  DrawerListTableOrCards,
  ListEditor,
  useDrawerTarget,
} from '../list/drawer-list';
import { removeRow } from '../list/optimistic';
import { EditRowButton } from '../list/row-actions';
import { ProductForm } from './product-form';
import { productMessages } from './product-messages';

export { productMessages } from './product-messages';

export interface AdminProductsProps {
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * "Excluir" that first asks the server what goes with the product ("N alunos perderão acesso",
 * its courses and lectures) and says it in the confirmation; confirm stays off until it is known.
 */
function DeleteProductButton({
  product,
  onConfirm,
}: {
  product: AdminProduct;
  onConfirm: () => unknown;
}) {
  const api = useApi();
  const [text, setText] = useState<string>(productMessages.previewLoading);
  const [known, setKnown] = useState(false);
  const onOpenChange = (open: boolean) => {
    if (!open) return;
    setKnown(false);
    setText(productMessages.previewLoading);
    api.productDeletePreview({ params: { id: product.id } }).then(
      ({ data }) => {
        setText(
          productMessages.preview(data.students_count, data.courses_count, data.lectures_count),
        );
        setKnown(true);
      },
      () => setText(productMessages.previewFailed),
    );
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          color="error"
          size="sm"
          aria-label={productMessages.remove(product.title)}
        >
          Excluir
        </Button>
      }
      title={productMessages.confirmTitle(product.title)}
      description={<span data-state={known ? 'known' : 'pending'}>{text}</span>}
      confirmLabel="Excluir"
      onOpenChange={onOpenChange}
      onConfirm={() => {
        if (!known) return Promise.reject(new Error('preview pending'));
        return onConfirm();
      }}
    />
  );
}

/**
 * `/admin/produtos` (issue 37 §1, ADR 041): every product with its price text, offer link, courses
 * and students; create and edit in a drawer; delete after the server said what it would take.
 */
export function AdminProducts({ notify }: AdminProductsProps) {
  const list = useApiQuery('listAdminProducts', {});
  const remove = useApiMutation('deleteProduct', { revalidate: ['listProducts'] });
  const drawer = useDrawerTarget<AdminProduct>(notify);

  const deleteProduct = (product: AdminProduct) =>
    removeRow(list.mutate, product, () => remove.trigger({ params: { id: product.id } }), notify, {
      removed: productMessages.removed,
      failed: productMessages.removeFailed,
    });

  const columns: TableColumn<AdminProduct>[] = [
    {
      id: 'product',
      header: productMessages.product,
      cell: (product) => (
        <span className="flex flex-col">
          <span className="font-medium">{product.title}</span>
          <span className="text-muted-foreground text-xs font-normal">/{product.slug}</span>
          {product.can_comment ? null : (
            <Badge color="neutral" className="mt-1 w-fit">
              {productMessages.commentsClosed}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'price',
      header: productMessages.price,
      cell: (product) =>
        product.price_text ?? (
          <span className="text-muted-foreground">{productMessages.noPrice}</span>
        ),
    },
    {
      id: 'offer',
      header: productMessages.offer,
      cell: (product) =>
        product.offer_url ? (
          <a
            href={product.offer_url}
            rel="noopener noreferrer"
            target="_blank"
            className="text-primary underline underline-offset-2"
          >
            {hostOf(product.offer_url)}
          </a>
        ) : (
          <span className="text-muted-foreground">{productMessages.noOffer}</span>
        ),
    },
    {
      id: 'courses',
      header: productMessages.courses,
      cell: (product) => productMessages.coursesValue(product.courses.length),
    },
    {
      id: 'students',
      header: productMessages.students,
      cell: (product) => productMessages.studentsValue(product.students_count),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{productMessages.actions}</span>,
      align: 'end',
      cell: (product) => (
        <span className="flex justify-end gap-2">
          <EditRowButton
            label={productMessages.edit(product.title)}
            onClick={() => drawer.show(product)}
          />
          <DeleteProductButton product={product} onConfirm={() => void deleteProduct(product)} />
        </span>
      ),
    },
  ];

  return (
    <DrawerListFrame
      messages={productMessages}
      level={1}
      list={list}
      placeholder={{ testId: 'products-loading', count: 3, className: 'h-12' }}
      addAction={<Button onClick={() => drawer.show('new')}>{productMessages.add}</Button>}
      empty={{ title: productMessages.emptyTitle, description: productMessages.emptyDescription }}
      drawer={
        <ListEditor target={drawer}>
          {(product) => <ProductForm product={product} onSaved={drawer.saved} />}
        </ListEditor>
      }
    >
      {(rows) => (
        <DrawerListTableOrCards
          rows={rows}
          caption={productMessages.caption}
          columns={columns}
          testId="product-card"
          card={(product) => (
            <>
              {columns[0]?.cell(product)}
              <p className="text-sm">
                {productMessages.price}: {columns[1]?.cell(product)}
              </p>
              <p className="text-sm break-all">{columns[2]?.cell(product)}</p>
              <p className="text-muted-foreground text-sm">
                {columns[3]?.cell(product)} · {columns[4]?.cell(product)}
              </p>
              {columns[5]?.cell(product)}
            </>
          )}
        />
      )}
    </DrawerListFrame>
  );
}
