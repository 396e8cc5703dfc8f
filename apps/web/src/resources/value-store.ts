import { useSyncExternalStore } from 'react';

export type ValueStore<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value, re-rendering when it changes. */
  use: () => T;
};

/** A tiny observable value (kept in storage by its owner), readable inside and outside React. */
export const createValueStore = <T>(
  initial: () => T,
  persist?: (value: T) => void,
): ValueStore<T> => {
  let value = initial();
  const listeners = new Set<() => void>();
  const store: ValueStore<T> = {
    get: () => value,
    set: (next) => {
      value = next;
      persist?.(next);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
};
