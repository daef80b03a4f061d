import { Children, cloneElement, isValidElement, type ReactNode, type Ref, useMemo } from 'react';
import { composeRefs } from './compose-refs';

type Props = Record<string, unknown>;

const HANDLER = /^on[A-Z]/;

/**
 * The element behind `asChild`: renders its only child with the slot's props merged in. The
 * child's props win, except that both event handlers run (the child's first), a handler the child
 * leaves undefined keeps the slot's (Radix's rule), classes are joined, styles merged and both
 * refs set. Ours rather than Radix's so that the first download does not
 * carry Radix's `Slottable` machinery for the few components that need none of it (ADR 007).
 */
export function Slot<T extends HTMLElement = HTMLElement>({
  children,
  ref,
  ...slotProps
}: Props & { children?: ReactNode; ref?: Ref<T> | undefined }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child))
    throw new Error('Slot (asChild) needs a single element child.');
  const childRef = child.props.ref as Ref<T> | undefined;
  // Composing only makes a callback that sets both refs when React attaches the element: no
  // ref is read during render (the compiler's `refs` rule cannot see into `composeRefs`).
  const composed = useMemo(
    // eslint-disable-next-line react-hooks/refs
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  );
  const merged: Props = { ...slotProps, ...child.props };
  for (const name of Object.keys(child.props)) {
    const ours = slotProps[name];
    const theirs = child.props[name];
    if (HANDLER.test(name) && typeof ours === 'function') {
      merged[name] =
        typeof theirs === 'function'
          ? (...args: unknown[]) => {
              const result = theirs(...args);
              ours(...args);
              return result;
            }
          : ours;
    } else if (name === 'style') {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged.className = [ours, theirs].filter(Boolean).join(' ');
    }
  }
  if (composed) merged.ref = composed;
  return cloneElement(child, merged);
}
