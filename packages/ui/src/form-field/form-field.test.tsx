import { render, renderHook, screen } from '@testing-library/react';
import { Input } from '../input';
import { FormField, useFormField, useFormFieldControl } from './form-field';

describe('FormField', () => {
  it('ties the label to the control and announces hint then error', () => {
    render(
      <FormField label="E-mail" hint="Usamos para entrar." error="E-mail inválido">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('Usamos para entrar. E-mail inválido');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('given an empty error, is not invalid', () => {
    render(
      <FormField label="E-mail" error="">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('outside a field, hooks leave the props alone', () => {
    expect(renderHook(() => useFormField()).result.current).toBeNull();
    const props = { id: 'x' };
    expect(renderHook(() => useFormFieldControl(props)).result.current).toBe(props);
  });
});
