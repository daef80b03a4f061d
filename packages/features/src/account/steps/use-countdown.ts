import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second ("Reenviar código em 42 s"). The deadline
 * is kept as a clock time, so a tab in the background or a slow render never stretches the wait.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [left, setLeft] = useState(initialSeconds);

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      return next;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft: left, start };
}
