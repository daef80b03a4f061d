import { render, screen } from '@testing-library/react';
import { Input } from './input';

describe('Input', () => {
  it('defaults to the large size', () => {
    render(<Input aria-label="Nome" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('data-size', 'lg');
  });

  it('given a size, uses it', () => {
    render(<Input aria-label="Nome" size="sm" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-size', 'sm');
  });
});
