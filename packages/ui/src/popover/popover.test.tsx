import { render, screen } from '@testing-library/react';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

describe('Popover', () => {
  it('wires the trigger to the content with the Popover API attributes', () => {
    render(
      <Popover>
        <PopoverTrigger>Mais</PopoverTrigger>
        <PopoverContent aria-label="Mais opções">Conteúdo</PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Mais' });
    const content = document.querySelector('[data-slot="popover-content"]') as HTMLElement;
    expect(content).toHaveAttribute('popover', 'auto');
    expect(trigger).toHaveAttribute('popovertarget', content.id);
    expect(trigger).toHaveAttribute('aria-controls', content.id);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Closed content is not rendered, so nothing inside can be reached.
    expect(screen.queryByText('Conteúdo')).toBeNull();
  });

  it('throws a message naming its provider when used alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PopoverTrigger>Solto</PopoverTrigger>)).toThrow(
      '<PopoverTrigger> must be used inside <Popover>.',
    );
    error.mockRestore();
  });
});
