import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle } from '@aula/ui';
import type { ReactNode } from 'react';

/** The course's sections in a drawer, on screens too narrow for the sidebar. */
export function CourseDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent side="left">
        <DrawerHeader>
          <DrawerTitle>Conteúdo do curso</DrawerTitle>
        </DrawerHeader>
        <DrawerBody
          onClick={(event) => {
            if ((event.target as Element).closest('a')) onOpenChange(false);
          }}
        >
          {children}
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
