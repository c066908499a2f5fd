// Listeners grouped by a key (a job id): the local API's progress bus and the page's own one
// (src/api/job-progress.ts) both keep one.
export interface KeyedListeners<Value> {
  publish(key: string, value: Value): void;
  /** Returns the unsubscribe function. */
  subscribe(key: string, listener: (value: Value) => void): () => void;
}

export function keyedListeners<Value>(): KeyedListeners<Value> {
  const byKey = new Map<string, Set<(value: Value) => void>>();
  return {
    publish(key, value) {
      byKey.get(key)?.forEach((listener) => listener(value));
    },
    subscribe(key, listener) {
      const set = byKey.get(key) ?? new Set();
      set.add(listener);
      byKey.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byKey.delete(key);
      };
    },
  };
}
