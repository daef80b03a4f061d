import { render, screen } from '@testing-library/react';
import { Label } from './label';

describe('Label', () => {
  it('given required, adds an asterisk hidden from screen readers', () => {
    render(
      <>
        <Label htmlFor="n" required>
          Nome
        </Label>
        <input id="n" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
