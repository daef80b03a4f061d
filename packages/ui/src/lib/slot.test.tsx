import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders its child with the slot props, the child winning, classes joined, styles merged', () => {
    render(
      <Slot
        data-slot="button"
        title="do slot"
        className="aula-button"
        style={{ color: 'red', margin: 1 }}
      >
        <a href="/cursos" title="do filho" className="w-full" style={{ color: 'blue' }}>
          Cursos
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Cursos' });
    expect(link).toHaveAttribute('href', '/cursos');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('title', 'do filho');
    expect(link).toHaveClass('aula-button', 'w-full');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it("runs both click handlers, the child's first, and the slot's even after preventDefault", async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button
          type="button"
          onClick={(event) => {
            event.preventDefault();
            calls.push('child');
          }}
        >
          Ir
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it("keeps the slot's handler when the child passes the handler as undefined (Radix's rule)", async () => {
    const onSlotClick = vi.fn();
    const onSlotKeyDown = vi.fn();
    render(
      <Slot onClick={onSlotClick} onKeyDown={onSlotKeyDown}>
        <button type="button" onClick={undefined} onKeyDown={undefined}>
          Ir
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Ir' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onSlotClick).toHaveBeenCalled();
    expect(onSlotKeyDown).toHaveBeenCalled();
  });

  it("lets the child's handler alone run when the slot has none", async () => {
    const onChildClick = vi.fn();
    render(
      <Slot onClick={undefined}>
        <button type="button" onClick={onChildClick}>
          Ir
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(onChildClick).toHaveBeenCalledOnce();
  });

  it('sets both refs to the element and clears them when it goes away', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    const { unmount } = render(
      <Slot ref={slotRef}>
        <button type="button" ref={childRef}>
          Ir
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Ir' });
    expect(slotRef.current).toBe(button);
    expect(childRef.current).toBe(button);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(childRef.current).toBeNull();
  });

  it('refuses anything but a single element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>texto</Slot>)).toThrow();
    expect(() =>
      render(
        <Slot>
          <span>a</span>
          <span>b</span>
        </Slot>,
      ),
    ).toThrow();
  });
});
