import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('mirrors its variant, colour and size and takes the tone class', () => {
    render(
      <Badge variant="outline" color="error" size="sm" className="uppercase">
        Vencido
      </Badge>,
    );
    const badge = screen.getByText('Vencido');
    expect(badge).toHaveAttribute('data-variant', 'outline');
    expect(badge).toHaveAttribute('data-size', 'sm');
    expect(badge).toHaveClass('aula-badge', 'aula-tone-error', 'uppercase');
  });
});
