import { render, screen } from '@testing-library/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

describe('DropdownMenu', () => {
  it('given open, lists its items with the destructive one marked', () => {
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Ações</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Editar</DropdownMenuItem>
          <DropdownMenuItem variant="destructive">Excluir</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveAttribute(
      'data-variant',
      'default',
    );
  });
});
