import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('titles the emptiness with a heading and hides the icon from screen readers', () => {
    const { container } = render(
      <EmptyState title="Nada aqui" icon={<svg />} description="Volte depois." />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nada aqui' })).toBeInTheDocument();
    expect(screen.getByText('Volte depois.')).toBeInTheDocument();
    expect(container.querySelector('.aula-empty-state-icon')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
