import { render, screen } from '@testing-library/react';
import { Separator } from './separator';

describe('Separator', () => {
  it('is decorative by default and a vertical separator when asked', () => {
    const { container, rerender } = render(<Separator />);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-orientation', 'horizontal');
    rerender(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });
});
