import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';

describe('Switch', () => {
  it('turns on with the keyboard and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Legendas" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Legendas' });
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('without a label, renders the bare switch with the caller’s class', () => {
    render(<Switch aria-label="Modo escuro" className="ml-2" size="sm" />);
    const control = screen.getByRole('switch', { name: 'Modo escuro' });
    expect(control).toHaveClass('ml-2');
    expect(control).toHaveAttribute('data-size', 'sm');
  });
});
