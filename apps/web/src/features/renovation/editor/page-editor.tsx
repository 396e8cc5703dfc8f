import { lazy, Suspense, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { App, Flex } from 'antd';
import type { PageDraft, PageProblem } from '@retail/contract';
import { editorLabel, widgetEditorOf } from '@retail/widgets/editor';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { EditorCanvas } from './editor-canvas';
import { EditorPalette } from './editor-palette';
import { MAX_COMPONENTS, toDocument } from './editor-state';
import { EditorToolbar } from './editor-toolbar';
import { editorMessages } from './editor.i18n';
import { HotZoneDialog } from './hot-zone-dialog';
import { zoneWidgetOf } from './hot-zone-fields';
import { publishPage, validatePage } from './page-api';
import { PropertiesPanel } from './properties-panel';
import { PublishProblems } from './publish-problems';
import { useDraftSync } from './use-draft-sync';
import { useEditor, type Refusal } from './use-editor';
import { VersionsDrawer } from './versions-drawer';

// The QR code and its dialog load only when a preview is asked for.
const PreviewDialog = lazy(() =>
  import('./preview-dialog').then((module) => ({ default: module.PreviewDialog })),
);

const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

type Props = { pageId: number; draft: PageDraft };

/** The builder for one page: palette, phone canvas, properties; autosaved draft; publishing. */
export const PageEditor = ({ pageId, draft }: Props) => {
  const t = useMessages(editorMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const initial = useMemo(() => toDocument(draft.document), [draft.document]);
  const editor = useEditor(initial, locale);
  const sync = useDraftSync(
    pageId,
    { revision: draft.revision, savedBy: draft.savedBy, savedAt: draft.savedAt },
    editor.doc,
    editor.replace,
  );
  const [problems, setProblems] = useState<PageProblem[]>([]);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const [zonesOf, setZonesOf] = useState<string | null>(null);
  const [versions, setVersions] = useState(false);
  const [preview, setPreview] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const labelOf = useCallback(
    (type: string) => {
      const manifest = widgetEditorOf(type);
      return manifest ? editorLabel(locale, manifest.label) : type;
    },
    [locale],
  );
  const onRefused = useCallback(
    (refusal: Refusal) =>
      void message.warning(
        refusal === 'locked' ? t('actions.lockedHint') : t('actions.full', { max: MAX_COMPONENTS }),
      ),
    [message, t],
  );
  const problemsById = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of problems)
      if (p.componentId) counts.set(p.componentId, (counts.get(p.componentId) ?? 0) + 1);
    return counts;
  }, [problems]);

  // The palette's insert, made once: it reads the editor of the latest render.
  const latestEditor = useRef(editor);
  latestEditor.current = editor;
  const insert = useCallback(
    (type: string) => {
      const current = latestEditor.current;
      const at = current.doc.components.findIndex((c) => c.id === current.selectedId);
      const refusal = current.insert(type, at < 0 ? current.doc.components.length : at + 1);
      if (refusal) onRefused(refusal);
    },
    [onRefused],
  );

  const publish = async () => {
    setPublishing(true);
    try {
      await sync.flush();
      if (sync.current().status === 'conflict') return;
      const { problems: found } = await validatePage(pageId);
      setProblems(found);
      if (found.length > 0) return;
      const made = await publishPage(pageId, sync.current().revision);
      void message.success(t('publish.done', { version: made.version }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPublishing(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (isTextEntry(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    if (!mod) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) editor.undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') editor.redo();
    else if (key === 'd' && editor.selectedId) {
      const refusal = editor.duplicate(editor.selectedId);
      if (refusal) onRefused(refusal);
    } else return;
    e.preventDefault();
  };

  const zoneComponent = zonesOf ? editor.doc.components.find((c) => c.id === zonesOf) : undefined;
  const zoneWidget = zoneComponent ? zoneWidgetOf(zoneComponent.type) : undefined;

  return (
    // The keyboard shortcuts of the whole builder (undo, redo, duplicate) are caught here.
    <div onKeyDown={onKeyDown} data-testid="page-editor">
      <EditorToolbar
        editor={editor}
        sync={sync.state}
        publishing={publishing}
        onSave={() => void sync.flush()}
        onReload={() => void sync.reload()}
        onPublish={() => void publish()}
        onVersions={() => setVersions(true)}
        onPreview={() => void sync.flush().then(() => setPreview(true))}
      />
      {problems.length > 0 && (
        <PublishProblems
          problems={problems}
          doc={editor.doc}
          labelOf={labelOf}
          onClose={() => setProblems([])}
          onPick={(problem) => {
            editor.select(problem.componentId);
            setFocusPath(problem.path || null);
          }}
        />
      )}
      <Flex gap={16} align="flex-start" style={{ marginTop: 12 }}>
        <EditorPalette locale={locale} onInsert={insert} />
        <EditorCanvas
          editor={editor}
          locale={locale}
          labelOf={labelOf}
          problems={problemsById}
          onRefused={onRefused}
        />
        <PropertiesPanel
          editor={editor}
          locale={locale}
          labelOf={labelOf}
          problems={problems}
          focusPath={focusPath}
          onFocused={() => setFocusPath(null)}
          onRefused={onRefused}
          onEditZones={setZonesOf}
        />
      </Flex>
      {zoneComponent && zoneWidget && (
        <HotZoneDialog
          component={zoneComponent}
          widget={zoneWidget}
          title={labelOf(zoneComponent.type)}
          onClose={() => setZonesOf(null)}
          onConfirm={(updates) => {
            const refusal = editor.setFields(zoneComponent.id, updates);
            if (refusal) onRefused(refusal);
            setZonesOf(null);
          }}
        />
      )}
      <VersionsDrawer
        pageId={pageId}
        open={versions}
        onClose={() => setVersions(false)}
        draft={editor.doc}
        locale={locale}
        labelOf={labelOf}
        onRolledBack={sync.reload}
      />
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog pageId={pageId} open={preview} onClose={() => setPreview(false)} />
        </Suspense>
      )}
    </div>
  );
};
