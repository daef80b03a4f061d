import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@aula/ui';
import { useEffect, useRef } from 'react';

export interface CommentActionsMenuProps {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Opened by the keys (Enter, Space): the first action takes the focus (the menu pattern). */
  byKeyboard: boolean;
}

/**
 * A comment's "Editar / Excluir" menu (ui's DropdownMenu, about 3 kB gz since it left Radix):
 * its own chunk, fetched when the person points at or focuses the button, and mounted open by the
 * click that asked for it (ADR 029). `CommentActions` in lecture-comments.tsx is the button
 * shown until then.
 */
export function CommentActionsMenu({
  label,
  onEdit,
  onDelete,
  byKeyboard,
}: CommentActionsMenuProps) {
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    // After the menu, mounted open, has put the focus on itself (its effect runs before this frame).
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [byKeyboard]);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button size="xs" variant="ghost" aria-label={label}>
          ⋯
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem ref={first} onSelect={onEdit}>
          Editar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDelete}>Excluir</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
