// Undo and redo over document snapshots (issue 16): a cap on the steps kept, and consecutive
// changes of one field within a short window (a slider or colour drag) merged into one step.
// A dialog's confirmed result is committed once, without a key, so it is always one step.

/** Steps kept for undo. */
export const HISTORY_CAP = 100;
/** Changes of the same field closer together than this are one step. */
export const COALESCE_MS = 800;

export type History<T> = {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** What the last step changed (`<component>:<path>`), for coalescing; null after other steps. */
  lastKey: string | null;
  lastAt: number;
};

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
  lastAt: 0,
});

export type CommitOptions = {
  /** Changes with the same key inside the window merge into the step before. */
  key?: string;
  now?: number;
  cap?: number;
  windowMs?: number;
};

/** Records a new present. An unchanged present (a refused edit) records nothing. */
export const commit = <T>(
  history: History<T>,
  next: T,
  options: CommitOptions = {},
): History<T> => {
  if (Object.is(next, history.present)) return history;
  const now = options.now ?? Date.now();
  const key = options.key ?? null;
  const windowMs = options.windowMs ?? COALESCE_MS;
  const cap = options.cap ?? HISTORY_CAP;
  const merge =
    key !== null &&
    key === history.lastKey &&
    now - history.lastAt <= windowMs &&
    history.future.length === 0;
  if (merge) return { ...history, present: next, lastAt: now };
  const past = [...history.past, history.present];
  return {
    past: past.length > cap ? past.slice(past.length - cap) : past,
    present: next,
    future: [],
    lastKey: key,
    lastAt: now,
  };
};

export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0;

export const undo = <T>(history: History<T>): History<T> => {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
    lastAt: 0,
  };
};

export const redo = <T>(history: History<T>): History<T> => {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: rest,
    lastKey: null,
    lastAt: 0,
  };
};

/** Ends any coalescing: the next change is a step of its own (a drag ended, focus left). */
export const sealStep = <T>(history: History<T>): History<T> =>
  history.lastKey === null ? history : { ...history, lastKey: null };
