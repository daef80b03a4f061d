import { render, screen } from '@testing-library/react';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks earlier steps complete, the current one, and the rest pending', () => {
    render(<Stepper steps={[{ title: 'A' }, { title: 'B' }, { title: 'C' }]} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Etapa 1 de 3, concluída');
  });
});
