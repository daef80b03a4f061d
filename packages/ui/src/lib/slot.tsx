import {
  Children,
  cloneElement,
  isValidElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  useMemo,
} from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One ref callback that sets every given ref, and clears them (or runs their cleanups) on detach. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else setRef(ref, null);
      });
    };
  };
}

/**
 * The element behind `asChild`: renders its only child with the slot's props merged in. The
 * child's props win, except that both event handlers run (the child's first), classes are joined,
 * styles merged and both refs set. Ours rather than Radix's so that the first download does not
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
  const composed = useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  );
  const merged: Props = { ...slotProps, ...child.props };
  for (const name of Object.keys(child.props)) {
    const ours = slotProps[name];
    const theirs = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged.className = [ours, theirs].filter(Boolean).join(' ');
    }
  }
  if (composed) merged.ref = composed;
  return cloneElement(child, merged);
}
