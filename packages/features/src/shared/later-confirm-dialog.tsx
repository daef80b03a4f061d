import type { ConfirmDialogProps } from '@aula/ui';
import { cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';
import { prefetch } from './when-open';

const loadConfirmDialog = () => import('./confirm-dialog-chunk');
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * ui's `ConfirmDialog` for a page that needs it only when a button is pressed (the profile's
 * "Remover foto"): its code is not in the page's download. It is fetched when the person points
 * at or focuses the trigger, and the first press mounts the dialog open; until its code has
 * arrived, the same button stands in its place (ADR 029). The trigger's own `onClick` is not
 * called on that first press.
 */
export function LaterConfirmDialog({
  trigger,
  ...props
}: Omit<ConfirmDialogProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'> & {
  trigger: ReactElement<TriggerProps>;
}) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) {
    return cloneElement(trigger, {
      onPointerEnter: () => prefetch(loadConfirmDialog),
      onFocus: () => prefetch(loadConfirmDialog),
      onClick: () => setPressed(true),
    });
  }
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialog {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
