import { useSyncExternalStore } from 'react';

/** An unhandled view error (console.md §2 error-log dialog). */
export type ErrorLogEntry = {
  message: string;
  /** Where it happened: the component stack, or the kind of failure. */
  info: string;
  url: string;
  stack: string;
  time: number;
};

let entries: readonly ErrorLogEntry[] = [];
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

/** Keeps the newest errors; an endless error loop must not eat the memory. */
const LIMIT = 200;

export const recordError = (error: unknown, info: string): void => {
  const failure = error instanceof Error ? error : new Error(String(error));
  entries = [
    ...entries,
    {
      message: failure.message || failure.name,
      info,
      url: window.location.href,
      stack: failure.stack ?? '',
      time: Date.now(),
    },
  ].slice(-LIMIT);
  publish();
};

export const clearErrorLog = (): void => {
  entries = [];
  publish();
};

export const getErrorLog = (): readonly ErrorLogEntry[] => entries;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useErrorLog = (): readonly ErrorLogEntry[] =>
  useSyncExternalStore(subscribe, getErrorLog, getErrorLog);

/** Unhandled promise rejections anywhere in the console are recorded too. */
export const listenForRejections = (): (() => void) => {
  const onRejection = (event: PromiseRejectionEvent) =>
    recordError(event.reason, 'unhandledrejection');
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
};
