import { render, screen } from '@testing-library/react';
import { Card, CardTitle } from './card';

describe('Card', () => {
  it('renders its parts with their slots and the caller’s class last', () => {
    render(
      <Card className="w-80" data-testid="card">
        <CardTitle>Curso</CardTitle>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-slot', 'card');
    expect(card.className).toBe('aula-card w-80');
    expect(screen.getByRole('heading', { level: 3, name: 'Curso' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
  });
});
