import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

describe('Select', () => {
  it('given a placeholder, starts on it and cannot go back to it', async () => {
    render(
      <Select aria-label="Nível" placeholder="Escolha" options={[{ value: 'a', label: 'A' }]} />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Escolha' })).toBeDisabled();
    await userEvent.selectOptions(select, 'A');
    expect(select).toHaveValue('a');
  });

  it('accepts option children and a disabled option', () => {
    render(
      <Select aria-label="Curso" options={[{ value: 'x', label: 'X', disabled: true }]}>
        <option value="y">Y</option>
      </Select>,
    );
    expect(screen.getByRole('option', { name: 'X' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Y' })).toBeEnabled();
  });
});
