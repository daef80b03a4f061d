import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import * as stories from './button.stories';

const { Loading, AsLink } = composeStories(stories);

describe('Button', () => {
  it('given a click, calls onClick once', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Entrar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading, is disabled and busy and shows a spinner', () => {
    render(<Loading />);
    const button = screen.getByRole('button', { name: 'Salvando' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('given a submit type, keeps it', () => {
    render(<Button type="submit">Enviar</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('given asChild, renders the child element with button styles', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Ver catálogo' });
    expect(link.className).toContain('rounded-md');
  });

  it('lets the caller class win over the variant class', () => {
    render(<Button className="bg-red-700">Excluir</Button>);
    const { className } = screen.getByRole('button');
    expect(className).toContain('bg-red-700');
    expect(className).not.toContain('bg-primary-700');
  });
});
