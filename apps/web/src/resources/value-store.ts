import { useSyncExternalStore } from 'react';

export type ValueStore<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value, re-rendering when it changes. */
  use: () => T;
  /** Reads the value again from where its owner keeps it (after a logout cleared storage). */
  refresh: () => void;
};

/** A tiny observable value (kept in storage by its owner), readable inside and outside React. */
export const createValueStore = <T>(
  initial: () => T,
  persist?: (value: T) => void,
): ValueStore<T> => {
  let value = initial();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: ValueStore<T> = {
    get: () => value,
    set: (next) => {
      value = next;
      persist?.(next);
      notify();
    },
    refresh: () => {
      const next = initial();
      if (JSON.stringify(next) === JSON.stringify(value)) return;
      value = next;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
};
