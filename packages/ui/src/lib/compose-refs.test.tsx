import { render } from '@testing-library/react';
import { createRef, type Ref, useEffect, useRef } from 'react';
import { composeRefs, useComposedRefs } from './compose-refs';

describe('composeRefs', () => {
  it("sets object and callback refs, and runs a callback ref's cleanup instead of calling it with null", () => {
    const object = createRef<string>();
    const seen: (string | null)[] = [];
    const cleanup = vi.fn();
    const detach = composeRefs<string>(
      object,
      (value) => {
        seen.push(value);
        return cleanup;
      },
      undefined,
    )('node');
    expect(object.current).toBe('node');
    expect(seen).toEqual(['node']);
    (detach as () => void)();
    expect(object.current).toBeNull();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(seen).toEqual(['node']);
  });
});

function Box({
  ref,
  onOwn,
}: {
  ref?: Ref<HTMLDivElement>;
  onOwn: (node: HTMLDivElement | null) => void;
}) {
  const own = useRef<HTMLDivElement>(null);
  const composed = useComposedRefs(own, ref);
  useEffect(() => {
    onOwn(own.current);
  });
  return <div data-testid="box" ref={composed} />;
}

describe('useComposedRefs', () => {
  it("gives the node to the component's own ref and the caller's, and keeps one callback across renders", () => {
    const caller = createRef<HTMLDivElement>();
    const attached = vi.fn();
    const seen: (HTMLDivElement | null)[] = [];
    const callback = (node: HTMLDivElement | null) => {
      if (node) attached(node);
    };
    const { getByTestId, rerender } = render(
      <Box ref={caller} onOwn={(node) => seen.push(node)} />,
    );
    expect(caller.current).toBe(getByTestId('box'));
    rerender(<Box ref={callback} onOwn={(node) => seen.push(node)} />);
    rerender(<Box ref={callback} onOwn={(node) => seen.push(node)} />);
    // A new caller ref attaches once; the same one on the next render does not re-attach.
    expect(attached).toHaveBeenCalledOnce();
    expect(caller.current).toBeNull();
    expect(seen.at(-1)).toBe(getByTestId('box'));
  });
});
