import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { Button, type ButtonColor } from '../button';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/controllable';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a delete button); or control `open` yourself. */
  trigger?: React.ReactElement;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (the default: every delete uses this). */
  color?: ButtonColor;
  /**
   * The action. While its promise is pending the dialog stays open with a busy confirm button;
   * when it rejects, the dialog stays open so the person can retry or cancel.
   */
  onConfirm: () => unknown;
  className?: string;
}

/**
 * "Are you sure?" before anything that cannot be undone, on Radix AlertDialog: focus starts on
 * Cancel, Escape cancels, the overlay does not dismiss.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  color = 'error',
  onConfirm,
  className,
}: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useControllable(open, defaultOpen, onOpenChange);
  const [pending, setPending] = React.useState(false);
  const setOpen = (next: boolean) => {
    if (!pending || next) setIsOpen(next);
  };
  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      setIsOpen(false);
    } catch {
      setPending(false);
    }
  };
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="modal-overlay" className="aula-modal-overlay" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-size="sm"
          className={cn('aula-modal-content aula-dialog-content', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="aula-modal-header">
            <AlertDialog.Title className="aula-modal-title">{title}</AlertDialog.Title>
            {description ? (
              <AlertDialog.Description className="aula-modal-description">
                {description}
              </AlertDialog.Description>
            ) : null}
          </div>
          <div className="aula-modal-footer">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" color="neutral" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button color={color} loading={pending} onClick={confirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
