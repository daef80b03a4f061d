import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('shows and hides what was typed, keeping it, with pt-BR labels', async () => {
    render(<PasswordInput aria-label="Senha" />);
    const input = screen.getByLabelText('Senha', { selector: 'input' });
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('abc');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
  });
});
