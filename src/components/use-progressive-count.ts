import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more every frame. Mounting 500
 * page tiles in one go is a long task; in slices the page keeps answering while the grid fills.
 */
export function useProgressiveCount(total: number, first = 40, step = 40): number {
  const [count, setCount] = useState(Math.min(total, first));
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setCount((previous) => Math.min(total, previous + step)), 16);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
