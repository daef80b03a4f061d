import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('given a name and no image, shows the initials with the name as accessible name', () => {
    render(<Avatar name="Carlos Eduardo Lima" />);
    expect(screen.getByRole('img', { name: 'Carlos Eduardo Lima' })).toHaveTextContent('CE');
  });

  it('given a size, applies its pixels', () => {
    render(<Avatar name="Ana" size="3xl" />);
    const root = screen.getByRole('img').closest('[data-slot="avatar"]');
    expect(root).toHaveStyle({ width: '48px', height: '48px' });
    expect(root).toHaveAttribute('data-size', '3xl');
  });
});
