import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (0 once past, or when there is nothing to wait for), moving on
 * once a second while there is time left: a countdown a person can watch. The timer exists only
 * while counting, and stops by itself at zero.
 */
export function useRemainingMs(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : Math.max(0, until - now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
