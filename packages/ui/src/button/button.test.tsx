import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('given no type, is a plain button that does not submit its form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Salvar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given loading, is busy and disabled and shows a spinner', () => {
    render(<Button loading>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('mirrors variant, colour and size as data attributes and classes, caller class last', () => {
    render(
      <Button variant="soft" color="warning" size="xl" className="w-full">
        Aviso
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', 'soft');
    expect(button).toHaveAttribute('data-color', 'warning');
    expect(button).toHaveAttribute('data-size', 'xl');
    expect(button.className.split(' ').at(-1)).toBe('w-full');
    expect(button).toHaveClass('aula-button-soft', 'aula-tone-warning', 'aula-button-xl');
  });

  it('given an icon-only button without a name, reports it in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error an icon-only button must be named
    render(<Button iconOnly>×</Button>);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('icon-only Button needs an accessible name'),
    );
    error.mockRestore();
  });

  it('buttonVariants gives the same classes to a link', () => {
    expect(buttonVariants({ variant: 'link', color: 'neutral', size: 'sm' })).toBe(
      'aula-button aula-focus-ring aula-button-link aula-tone-neutral aula-button-sm',
    );
  });
});
