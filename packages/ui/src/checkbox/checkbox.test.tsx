import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../form-field';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Aceito os termos" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Aceito os termos'));
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('given indeterminate, is mixed for assistive technology', () => {
    render(<Checkbox aria-label="Todas" checked="indeterminate" />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('reads its description and a surrounding field’s error', () => {
    render(
      <FormField label="Termos" error="Aceite os termos para continuar.">
        <Checkbox label="Aceito os termos" description="Versão de novembro de 2026." />
      </FormField>,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Termos Aceito os termos' }),
    ).toHaveAccessibleDescription('Aceite os termos para continuar. Versão de novembro de 2026.');
  });
});
