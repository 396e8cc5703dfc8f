/** A map of at most `maxSize` entries: setting one more drops the least recently used. */
export type BoundedCache<K, V> = {
  get: (key: K) => V | undefined;
  set: (key: K, value: V) => void;
  delete: (key: K) => void;
  clear: () => void;
  readonly size: number;
};

export const createBoundedCache = <K, V>(maxSize: number): BoundedCache<K, V> => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<K, V>();
  return {
    get: (key) => {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxSize) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
};
