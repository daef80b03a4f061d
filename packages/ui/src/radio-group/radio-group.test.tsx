import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../form-field';
import { RadioGroup, RadioGroupItem } from './radio-group';

describe('RadioGroup', () => {
  it('given a field, is named by the field label and chooses by label click', async () => {
    const onValueChange = vi.fn();
    render(
      <FormField label="Plano" required>
        <RadioGroup onValueChange={onValueChange}>
          <RadioGroupItem value="mensal" label="Mensal" />
          <RadioGroupItem value="anual" label="Anual" />
        </RadioGroup>
      </FormField>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Plano' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Anual'));
    expect(onValueChange).toHaveBeenCalledWith('anual');
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
  });
});
