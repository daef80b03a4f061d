import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { createModalText, ModalContent, type ModalContentProps } from '../dialog/dialog';
import { cn } from '../lib/cn';
import { createPart } from '../lib/part';

/**
 * A panel that slides in from an edge (lecture notes, filters, the course outline on phones),
 * on Radix Dialog behind our own names (ADR 003). Below `sm` every drawer is a bottom sheet.
 */
export const Drawer = DialogPrimitive.Root;
export type DrawerProps = React.ComponentProps<typeof DialogPrimitive.Root>;

export function DrawerTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

export function DrawerClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

export type DrawerSide = 'right' | 'left' | 'bottom';

export function DrawerContent({
  side = 'right',
  className,
  ...props
}: ModalContentProps & { side?: DrawerSide }) {
  return (
    <ModalContent
      data-slot="drawer-content"
      data-side={side}
      className={cn('aula-drawer-content', className)}
      {...props}
    />
  );
}

const drawerText = /* @__PURE__ */ createModalText('drawer');
export const DrawerTitle = drawerText.Title;
export const DrawerDescription = drawerText.Description;
export const DrawerHeader = /* @__PURE__ */ createPart('drawer-header', 'aula-modal-header');
/** The scrolling middle of the drawer; focusable, so keyboard users can scroll it. */
export function DrawerBody({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="drawer-body"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className={cn('aula-drawer-body', className)}
      {...props}
    />
  );
}
export const DrawerFooter = /* @__PURE__ */ createPart('drawer-footer', 'aula-modal-footer');
