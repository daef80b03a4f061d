import { useInsertionEffect, useRef } from 'react';

/** The latest value, for callbacks that must stay stable; written after render, never during it. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
