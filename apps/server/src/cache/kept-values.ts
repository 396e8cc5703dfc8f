import { createBoundedMap } from './bounded-map';
import type { TableVersion } from './write-tracking';

type Entry<V> = { value: V; version: number; readAt: number };

export type KeptValuesOptions = {
  /** The version of every table the values are read from (see write-tracking.ts). */
  version: TableVersion;
  /** Real time a value is trusted at most: what another server process writes shows by then. */
  maxAgeMs: number;
  maxSize: number;
};

/** Values read from the database, by key. */
export type KeptValues<K, V> = {
  /** The kept value, if it is still current. */
  get: (key: K) => V | undefined;
  /** The kept value, else `load()`'s, kept unless undefined. */
  read: (key: K, load: () => Promise<V | undefined>) => Promise<V | undefined>;
  delete: (key: K) => void;
};

/**
 * Values kept while none of their tables has been written by this process (the version is
 * taken before the read, so a write racing the read drops it too) and for at most `maxAgeMs`.
 */
export const createKeptValues = <K, V>({
  version,
  maxAgeMs,
  maxSize,
}: KeptValuesOptions): KeptValues<K, V> => {
  const entries = createBoundedMap<K, Entry<V>>(maxSize);
  const get = (key: K): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version() || performance.now() - entry.readAt >= maxAgeMs) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  };
  return {
    get,
    read: async (key, load) => {
      const kept = get(key);
      if (kept !== undefined) return kept;
      const readVersion = version();
      const value = await load();
      if (value !== undefined)
        entries.set(key, { value, version: readVersion, readAt: performance.now() });
      return value;
    },
    delete: (key) => entries.delete(key),
  };
};
