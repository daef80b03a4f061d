import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { CloseIcon } from '../lib/close-icon';
import { cn } from '../lib/cn';
import { createPart } from '../lib/part';

export const Dialog = DialogPrimitive.Root;
export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>;

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type ModalContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the "×" in the corner (keep another way to close: a footer button). */
  hideCloseButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
};

/**
 * The overlay, the portal and the panel with its close button, shared by Dialog and Drawer:
 * focus is trapped inside, Escape and a click on the overlay close, focus returns to the trigger.
 */
export function ModalContent({
  className,
  children,
  hideCloseButton = false,
  closeLabel = 'Fechar',
  ...props
}: ModalContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="modal-overlay" className="aula-modal-overlay" />
      <DialogPrimitive.Content className={cn('aula-modal-content', className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            className="aula-modal-close aula-focus-ring"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogSize = 'sm' | 'md' | 'lg';

export function DialogContent({
  size = 'md',
  className,
  ...props
}: ModalContentProps & { size?: DialogSize }) {
  return (
    <ModalContent
      data-slot="dialog-content"
      data-size={size}
      className={cn('aula-dialog-content', className)}
      {...props}
    />
  );
}

/** Title and description parts of a modal, named for the primitive that uses them. */
export function createModalText(prefix: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per primitive at module level, never during render
  function Title({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
    return (
      <DialogPrimitive.Title
        data-slot={`${prefix}-title`}
        className={cn('aula-modal-title', className)}
        {...props}
      />
    );
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per primitive at module level, never during render
  function Description({
    className,
    ...props
  }: React.ComponentProps<typeof DialogPrimitive.Description>) {
    return (
      <DialogPrimitive.Description
        data-slot={`${prefix}-description`}
        className={cn('aula-modal-description', className)}
        {...props}
      />
    );
  }
  return { Title, Description };
}

const dialogText = /* @__PURE__ */ createModalText('dialog');
export const DialogTitle = dialogText.Title;
export const DialogDescription = dialogText.Description;
export const DialogHeader = /* @__PURE__ */ createPart('dialog-header', 'aula-modal-header');
export const DialogFooter = /* @__PURE__ */ createPart('dialog-footer', 'aula-modal-footer');
