// Autosave of the page draft (issue 16): a save 1.5 s after the last change (and at once when
// the editor is left), one save at a time, each naming the revision it started from. A save the
// server refuses with 409 (someone else saved in between) stops autosaving and says who saved
// last; nothing is overwritten until the operator reloads. Pure of React, so it is tested alone.

export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

export type DraftMeta = { revision: number; savedBy: string | null; savedAt: string | null };

export type SyncState = DraftMeta & {
  status: SaveStatus;
  /** Who saved last when a save was refused (status `conflict`). */
  conflict: { savedBy: string | null; savedAt: string | null } | null;
  /** Why the server refused the last save (status `error`): its description, naming the widget and field. */
  error: string | null;
};

export type DraftSyncDeps<D> = {
  save: (doc: D, baseRevision: number) => Promise<DraftMeta>;
  /** The server's current draft (after a conflict: who saved it). */
  latest: () => Promise<DraftMeta>;
  isConflict: (error: unknown) => boolean;
  onState: (state: SyncState) => void;
  delayMs?: number;
};

export type DraftSync<D> = {
  /** The document changed: save it after the delay. */
  change: (doc: D) => void;
  /** Save now what is waiting (leaving the editor, before publishing). */
  flush: () => Promise<void>;
  /** A draft was (re)loaded from the server: nothing is waiting any more. */
  reset: (meta: DraftMeta) => void;
  state: () => SyncState;
  dispose: () => void;
};

export const createDraftSync = <D>(initial: DraftMeta, deps: DraftSyncDeps<D>): DraftSync<D> => {
  const delay = deps.delayMs ?? AUTOSAVE_DELAY_MS;
  let state: SyncState = { ...initial, status: 'saved', conflict: null, error: null };
  let pending: { doc: D } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const set = (next: Partial<SyncState>) => {
    state = { ...state, ...next };
    deps.onState(state);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const saveOnce = async (): Promise<void> => {
    const waiting = pending;
    if (!waiting || state.status === 'conflict') return;
    pending = null;
    set({ status: 'saving' });
    try {
      const meta = await deps.save(waiting.doc, state.revision);
      set({ ...meta, status: pending ? 'dirty' : 'saved', error: null });
    } catch (error) {
      if (deps.isConflict(error)) {
        // Keep the operator's edits waiting: they decide whether to reload.
        pending = pending ?? waiting;
        let who: DraftMeta = { revision: state.revision, savedBy: null, savedAt: null };
        try {
          who = await deps.latest();
        } catch {
          // Who saved is a courtesy; the conflict stands without it.
        }
        set({ status: 'conflict', conflict: { savedBy: who.savedBy, savedAt: who.savedAt } });
        return;
      }
      pending = pending ?? waiting;
      set({ status: 'error', error: error instanceof Error ? error.message : null });
    }
  };

  const flush = async (): Promise<void> => {
    clearTimer();
    while (running) await running;
    if (!pending || state.status === 'conflict') return;
    running = saveOnce().finally(() => {
      running = null;
    });
    await running;
    // Changes made while saving go out too.
    if (pending && state.status === 'dirty') schedule();
  };

  const schedule = () => {
    clearTimer();
    timer = setTimeout(() => void flush(), delay);
  };

  return {
    change: (doc) => {
      pending = { doc };
      if (state.status === 'conflict') return;
      if (state.status !== 'saving') set({ status: 'dirty' });
      schedule();
    },
    flush,
    reset: (meta) => {
      clearTimer();
      pending = null;
      set({ ...meta, status: 'saved', conflict: null, error: null });
    },
    state: () => state,
    dispose: clearTimer,
  };
};
