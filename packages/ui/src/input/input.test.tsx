import { render, screen } from '@testing-library/react';
import { FormField } from '../form-field';
import { Input } from './input';

describe('Input', () => {
  it('is large by default (product spec)', () => {
    render(<Input aria-label="Nome" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('data-size', 'lg');
  });

  it('given a FormField, takes its label, hint, error and required state', () => {
    render(
      <FormField
        label="Nome"
        hint="Como aparece no certificado."
        error="Nome é obrigatório"
        required
      >
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Como aparece no certificado. Nome é obrigatório');
  });

  it('keeps its own id and description over the field’s', () => {
    render(
      <FormField label="Nome" hint="Dica">
        <Input id="meu-id" aria-describedby="extra" />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('id', 'meu-id');
    expect(input.getAttribute('aria-describedby')).toMatch(/^extra /);
  });
});
