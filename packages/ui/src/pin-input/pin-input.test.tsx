import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinInput } from './pin-input';

describe('PinInput', () => {
  it('keeps only digits, up to its length, and reports each change', async () => {
    const onChange = vi.fn();
    render(<PinInput aria-label="Código" length={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Código' });
    await userEvent.type(input, '1a2b345');
    expect(input).toHaveValue('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });

  it('given mask, turns off autofill and shows dots', async () => {
    const { container } = render(<PinInput aria-label="PIN" length={4} mask defaultValue="9876" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'off');
    expect(
      [...container.querySelectorAll('[data-slot="pin-input-box"]')].map((b) => b.textContent),
    ).toEqual(['•', '•', '•', '•']);
  });
});
