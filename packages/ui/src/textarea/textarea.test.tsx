import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('given showCount and maxLength, counts as the person types and calls their onChange', async () => {
    const onChange = vi.fn();
    render(<Textarea aria-label="Bio" showCount maxLength={10} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByText('3/10 caracteres')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('given a controlled value, counts that value', () => {
    render(
      <Textarea aria-label="Bio" showCount maxLength={10} value="12345" onChange={() => {}} />,
    );
    expect(screen.getByText('5/10 caracteres')).toBeInTheDocument();
  });

  it('without maxLength, shows no counter', () => {
    render(<Textarea aria-label="Bio" showCount />);
    expect(screen.queryByText(/caracteres/)).toBeNull();
  });
});
