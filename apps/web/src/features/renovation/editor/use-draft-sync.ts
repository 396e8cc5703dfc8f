import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraftSync, type DraftMeta, type DraftSync, type SyncState } from './draft-sync';
import { toDocument, toSaved, type PageDocument } from './editor-state';
import { isConflict, latestDraft, loadDraft, saveDraft } from './page-api';

/**
 * Autosaves the document while the builder is open: 1.5 s after the last change, at once when
 * the builder is left or the tab is hidden. `reload` takes the server's draft (after a conflict).
 */
export const useDraftSync = (
  pageId: number,
  initial: DraftMeta,
  doc: PageDocument,
  onReloaded: (doc: PageDocument) => void,
) => {
  const [state, setState] = useState<SyncState>({
    ...initial,
    status: 'saved',
    conflict: null,
    error: null,
  });
  const syncRef = useRef<DraftSync<object> | null>(null);
  if (syncRef.current === null)
    syncRef.current = createDraftSync<object>(initial, {
      save: (document, base) => saveDraft(pageId, document, base),
      latest: () => latestDraft(pageId),
      isConflict,
      onState: setState,
    });
  const sync = syncRef.current;
  // The document last loaded from or taken over from the server: not a change to save.
  const known = useRef<PageDocument>(doc);

  useEffect(() => {
    if (doc === known.current) return;
    known.current = doc;
    sync.change(toSaved(doc));
  }, [doc, sync]);

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden') void sync.flush();
    };
    document.addEventListener('visibilitychange', leave);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      void sync.flush();
      sync.dispose();
    };
  }, [sync]);

  const reload = useCallback(async () => {
    const draft = await loadDraft(pageId);
    const next = toDocument(draft.document);
    known.current = next;
    sync.reset({ revision: draft.revision, savedBy: draft.savedBy, savedAt: draft.savedAt });
    onReloaded(next);
  }, [pageId, sync, onReloaded]);

  return {
    state,
    flush: sync.flush,
    reload,
    /** The state now (after an await, where `state` of the render is stale). */
    current: sync.state,
  };
};
