import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('given a label, is a named status; without one, decorative', () => {
    const { container, rerender } = render(<Spinner label="Enviando" />);
    expect(screen.getByRole('status', { name: 'Enviando' })).toBeInTheDocument();
    rerender(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
