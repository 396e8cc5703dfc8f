import { useCallback, useMemo, useReducer } from 'react';
import type { Locale } from '@retail/contract';
import {
  componentOf,
  deleteComponent,
  duplicateComponent,
  insertComponent,
  lockedIdsOf,
  MAX_COMPONENTS,
  moveComponent,
  newComponentId,
  nudgeComponent,
  setFieldValue,
  setHidden,
  setLocked,
  setPageSettings,
  type PageDocument,
  type PageSettings,
} from './editor-state';
import {
  canRedo,
  canUndo,
  commit,
  redo,
  sealStep,
  startHistory,
  undo,
  type History,
} from './editor-history';
import { withFieldEffects } from './hot-zone-fields';

export type Refusal = 'locked' | 'full';

type State = { history: History<PageDocument>; selectedId: string | null };

type Action =
  | {
      type: 'apply';
      edit: (doc: PageDocument) => PageDocument;
      key?: string;
      select?: string | null;
    }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'seal' }
  | { type: 'replace'; doc: PageDocument };

const stillThere = (doc: PageDocument, id: string | null): string | null =>
  componentOf(doc, id) ? id : null;

const reducer = (state: State, action: Action): State => {
  switch (action.type) {
    case 'apply': {
      const history = commit(state.history, action.edit(state.history.present), {
        key: action.key,
      });
      const selectedId = action.select === undefined ? state.selectedId : action.select;
      return { history, selectedId: stillThere(history.present, selectedId) };
    }
    case 'select':
      return { ...state, history: sealStep(state.history), selectedId: action.id };
    case 'undo': {
      const history = undo(state.history);
      return { history, selectedId: stillThere(history.present, state.selectedId) };
    }
    case 'redo': {
      const history = redo(state.history);
      return { history, selectedId: stillThere(history.present, state.selectedId) };
    }
    case 'seal':
      return { ...state, history: sealStep(state.history) };
    case 'replace':
      return { history: startHistory(action.doc), selectedId: null };
  }
};

/**
 * The builder's state: the document with its history and the selection. Locks are part of the
 * document (saved with the draft, seen by every editor, undone like any edit). Every command
 * answers whether it was refused and why, so the screen can say so. A widget is inserted with
 * its sample content in the operator's `locale`.
 */
export const useEditor = (initial: PageDocument, locale: Locale = 'zh') => {
  const [state, dispatch] = useReducer(reducer, initial, (doc) => ({
    history: startHistory(doc),
    selectedId: null,
  }));
  const doc = state.history.present;
  const locked = useMemo(() => lockedIdsOf(doc), [doc]);

  const apply = useCallback(
    (
      edit: (doc: PageDocument) => PageDocument,
      options: { key?: string; select?: string | null } = {},
    ) => {
      dispatch({ type: 'apply', edit, ...options });
    },
    [],
  );

  const commands = useMemo(() => {
    const lockedRefusal = (id: string): Refusal | null => (locked.has(id) ? 'locked' : null);
    return {
      select: (id: string | null) => dispatch({ type: 'select', id }),
      insert: (type: string, index: number): Refusal | null => {
        if (doc.components.length >= MAX_COMPONENTS) return 'full';
        const id = newComponentId();
        apply((d) => insertComponent(d, type, index, id, locale), { select: id });
        return null;
      },
      move: (from: number, to: number): Refusal | null => {
        const moving = doc.components[from];
        if (moving && locked.has(moving.id)) return 'locked';
        apply((d) => moveComponent(d, from, to, locked));
        return null;
      },
      nudge: (id: string, step: -1 | 1): Refusal | null =>
        lockedRefusal(id) ?? (apply((d) => nudgeComponent(d, id, step, locked)), null),
      duplicate: (id: string): Refusal | null => {
        if (doc.components.length >= MAX_COMPONENTS) return 'full';
        const copy = newComponentId();
        apply((d) => duplicateComponent(d, id, copy), { select: copy });
        return null;
      },
      setHidden: (id: string, hidden: boolean): Refusal | null =>
        lockedRefusal(id) ?? (apply((d) => setHidden(d, id, hidden, locked)), null),
      remove: (id: string): Refusal | null => {
        if (locked.has(id)) return 'locked';
        const at = doc.components.findIndex((c) => c.id === id);
        const rest = doc.components.filter((c) => c.id !== id);
        const neighbour = rest[Math.min(at, rest.length - 1)];
        apply((d) => deleteComponent(d, id, locked), { select: neighbour?.id ?? null });
        return null;
      },
      /** One field; `coalesce` merges a drag (slider, colour, typing) into one undo step. */
      setField: (id: string, path: string, value: unknown, coalesce = false): Refusal | null => {
        if (locked.has(id)) return 'locked';
        apply(
          (d) =>
            withFieldEffects(d, id, path, value, (dd, p, v) => setFieldValue(dd, id, p, v, locked)),
          coalesce ? { key: `${id}:${path}` } : {},
        );
        return null;
      },
      /** Several fields as one undo step (a dialog's confirmed result). */
      setFields: (id: string, updates: readonly (readonly [string, unknown])[]): Refusal | null => {
        if (locked.has(id)) return 'locked';
        apply((start) =>
          updates.reduce(
            (d, [path, value]) =>
              withFieldEffects(d, id, path, value, (dd, p, v) =>
                setFieldValue(dd, id, p, v, locked),
              ),
            start,
          ),
        );
        return null;
      },
      setPage: (page: Partial<PageSettings>, coalesce = false) =>
        apply(
          (d) => setPageSettings(d, page),
          coalesce ? { key: `page:${Object.keys(page).join()}` } : {},
        ),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      seal: () => dispatch({ type: 'seal' }),
      replace: (next: PageDocument) => dispatch({ type: 'replace', doc: next }),
      toggleLock: (id: string) => apply((d) => setLocked(d, id, !locked.has(id))),
    };
  }, [doc, locked, apply, locale]);

  return {
    doc,
    selectedId: state.selectedId,
    selected: componentOf(doc, state.selectedId),
    locked,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    ...commands,
  };
};

export type EditorApi = ReturnType<typeof useEditor>;
