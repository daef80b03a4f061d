import * as React from 'react';

/**
 * Runs `onChange` during render when `value` differs from the one last seen (React's "adjust
 * state when a prop changes" pattern, without an effect and its extra render).
 */
export function useChanged<T>(
  value: T,
  onChange: (value: T) => void,
  same: (a: T, b: T) => boolean = Object.is,
) {
  const [seen, setSeen] = React.useState(value);
  if (!same(seen, value)) {
    setSeen(value);
    onChange(value);
  }
}

/** Two optional dates are the same moment. */
export const sameTime = (a: Date | null | undefined, b: Date | null | undefined) =>
  a?.getTime() === b?.getTime();
