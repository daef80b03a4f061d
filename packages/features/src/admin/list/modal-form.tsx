import {
  Alert,
  Button,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DrawerBody,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from '@aula/ui';
import type { FormEvent, ReactNode } from 'react';

export interface ModalFormProps {
  title: string;
  description: string;
  submitLabel: string;
  /**
   * The form's state, as `useContractForm` gives it: what refused the whole form (not one field,
   * shown above the fields), whether it is being sent, and its submit handler.
   */
  form: {
    formError?: ReactNode;
    pending: boolean;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  };
  /** The form's own box, when not the drawer's or the dialog's column. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

const PARTS = {
  drawer: {
    Header: DrawerHeader,
    Title: DrawerTitle,
    Description: DrawerDescription,
    Footer: DrawerFooter,
    // The drawer's own gap between its title, its scrolling fields and its button.
    className: 'flex min-h-0 flex-1 flex-col gap-4',
  },
  dialog: {
    Header: DialogHeader,
    Title: DialogTitle,
    Description: DialogDescription,
    Footer: DialogFooter,
    className: 'flex flex-col gap-4',
  },
} as const;

/**
 * A list's form in its drawer or dialog: title and description, the error that refused the whole
 * form, the fields (in the drawer's scrolling body), then its one submit.
 */
function ModalForm({
  kind,
  title,
  description,
  submitLabel,
  form: { formError, pending, handleSubmit },
  className,
  children,
}: ModalFormProps & { kind: keyof typeof PARTS }) {
  const parts = PARTS[kind];
  const fields = (
    <>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {children}
    </>
  );
  return (
    <form noValidate onSubmit={handleSubmit} className={className ?? parts.className}>
      <parts.Header>
        <parts.Title>{title}</parts.Title>
        <parts.Description>{description}</parts.Description>
      </parts.Header>
      {kind === 'drawer' ? (
        <DrawerBody className="flex flex-col gap-4">{fields}</DrawerBody>
      ) : (
        fields
      )}
      <parts.Footer>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </parts.Footer>
    </form>
  );
}

/** The form filling a list's drawer (by default a column that fills it; the body scrolls). */
export const DrawerForm = (props: ModalFormProps) => <ModalForm kind="drawer" {...props} />;

/** The form in a list's dialog (a column with the dialog's gap). */
export const DialogForm = (props: ModalFormProps) => <ModalForm kind="dialog" {...props} />;

/** What a list's messages say of its row form: the titles to add and to edit, and the rest. */
export interface RowFormMessages {
  addTitle: string;
  editTitle: string;
  formDescription: string;
  save: string;
}

/** A row form's title, description and submit label: "add" for a new row (null), else "edit". */
export function rowFormTexts(messages: RowFormMessages, row: object | null) {
  return {
    title: row ? messages.editTitle : messages.addTitle,
    description: messages.formDescription,
    submitLabel: messages.save,
  };
}
