import { useCallback, useEffect, useState } from 'react';

// One observer for every tile on the page: a 500-page grid would otherwise create 500 observers.
// The margin starts rendering a little before a tile scrolls in, so a steady scroll finds images ready.
const ROOT_MARGIN = '300px 0px';
const listeners = new Map<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => listeners.get(entry.target)?.(entry.isIntersecting)),
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

/** A ref for an element and whether it is on (or near) the screen. */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    listeners.set(element, setVisible);
    sharedObserver().observe(element);
    return () => {
      listeners.delete(element);
      sharedObserver().unobserve(element);
    };
  }, [element]);
  return [useCallback((node: T | null) => setElement(node), []), visible];
}
