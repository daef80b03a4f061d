import * as React from 'react';

/** A value the caller may control (`value` + `onChange`) or leave to us (`defaultValue`). */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): readonly [T, (next: T) => void] {
  const [inner, setInner] = React.useState(defaultValue);
  const current = value === undefined ? inner : value;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set] as const;
}
