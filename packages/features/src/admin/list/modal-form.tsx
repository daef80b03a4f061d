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
  /** What refused the whole form (not one field), above the fields. */
  error?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's own box: by default it fills the drawer, header, fields and footer stacked. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** A form that fills a list's drawer: title and description, the fields, then its one submit. */
export function DrawerForm({
  title,
  description,
  error,
  submitLabel,
  pending,
  onSubmit,
  className = 'flex min-h-0 flex-1 flex-col',
  children,
}: ModalFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <DrawerHeader>
        <DrawerTitle>{title}</DrawerTitle>
        <DrawerDescription>{description}</DrawerDescription>
      </DrawerHeader>
      <DrawerBody className="flex flex-col gap-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {children}
      </DrawerBody>
      <DrawerFooter>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DrawerFooter>
    </form>
  );
}

/** The same form in a dialog: title and description, the fields (with its gap), then its submit. */
export function DialogForm({
  title,
  description,
  error,
  submitLabel,
  pending,
  onSubmit,
  className = 'flex flex-col gap-4',
  children,
}: ModalFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {children}
      <DialogFooter>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
