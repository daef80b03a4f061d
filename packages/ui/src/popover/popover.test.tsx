import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
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

  it("gives the caller's refs the trigger and the content, and still follows the browser's toggle", () => {
    const triggerRef = createRef<HTMLButtonElement>();
    const contentRef = createRef<HTMLDivElement>();
    render(
      <Popover>
        <PopoverTrigger ref={triggerRef}>Mais</PopoverTrigger>
        <PopoverContent ref={contentRef} aria-label="Mais opções">
          Conteúdo
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Mais' });
    expect(triggerRef.current).toBe(trigger);
    expect(contentRef.current).toBe(document.querySelector('[data-slot="popover-content"]'));
    // jsdom has no Popover API: play the browser opening it (the trigger's popovertarget).
    act(() => {
      contentRef.current?.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Conteúdo')).toBeInTheDocument();
  });

  it('throws a message naming its provider when used alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PopoverTrigger>Solto</PopoverTrigger>)).toThrow(
      '<PopoverTrigger> must be used inside <Popover>.',
    );
    error.mockRestore();
  });
});
