/** A map of at most `maxSize` entries that drops the least recently used ones first. */
export type BoundedMap<K, V> = {
  get: (key: K) => V | undefined;
  set: (key: K, value: V) => void;
  delete: (key: K) => void;
  clear: () => void;
  readonly size: number;
};

/**
 * Two generations of at most `maxSize / 2` entries each: new entries go into the young one,
 * and when it is full the old one is dropped whole and the young one takes its place. An
 * entry used while old moves back into the young generation. So what is dropped was unused
 * for at least `maxSize / 2` insertions, and a hit in the young generation (the hot entries,
 * on every call) is a plain lookup: re-inserting on each use, as an exact LRU does, was a
 * twentieth of a short call.
 */
export const createBoundedMap = <K, V>(maxSize: number): BoundedMap<K, V> => {
  const half = Math.max(1, Math.floor(maxSize / 2));
  let young = new Map<K, V>();
  let old = new Map<K, V>();
  const set = (key: K, value: V) => {
    old.delete(key);
    young.set(key, value);
    if (young.size >= half) {
      old = young;
      young = new Map();
    }
  };
  return {
    get: (key) => {
      const value = young.get(key);
      if (value !== undefined) return value;
      const aged = old.get(key);
      if (aged !== undefined) set(key, aged);
      return aged;
    },
    set,
    delete: (key) => {
      young.delete(key);
      old.delete(key);
    },
    clear: () => {
      young.clear();
      old.clear();
    },
    get size() {
      return young.size + old.size;
    },
  };
};
