import { useEffect, useState } from 'react';

/** The width an element has for its content, kept up to date as the window changes. */
export function useRoom(element: HTMLElement | null): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return room;
}
