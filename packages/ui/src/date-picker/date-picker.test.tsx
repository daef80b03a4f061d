import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';

describe('DatePicker (typed input)', () => {
  it('masks digits into DD/MM/AAAA and commits a real day on blur', async () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="Início" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Início' });
    await userEvent.type(input, '21112026');
    expect(input).toHaveValue('21/11/2026');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 21));
  });

  it('keeps an impossible date as typed and explains it in pt-BR', async () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="Início" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Início' });
    await userEvent.type(input, '30/02/2026{Enter}');
    expect(input).toHaveValue('30/02/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Data inválida. Use o formato DD/MM/AAAA.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value and clears to null', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DatePicker aria-label="Início" value={new Date(2026, 0, 2)} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox')).toHaveValue('02/01/2026');
    rerender(<DatePicker aria-label="Início" value={new Date(2026, 5, 30)} onChange={onChange} />);
    expect(screen.getByRole('textbox')).toHaveValue('30/06/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar data' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
