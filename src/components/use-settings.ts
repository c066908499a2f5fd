import { useCallback, useState } from 'react';

/** A screen's settings object, and a setter per key: `change('size')(14)`. */
export function useSettings<T extends object>(defaults: T) {
  const [settings, setSettings] = useState<T>(defaults);
  const change = useCallback(
    <K extends keyof T>(key: K) => (value: T[K]) => setSettings((previous) => ({ ...previous, [key]: value })),
    [],
  );
  return [settings, change] as const;
}
