// The page builder's document model (issue 16): pure functions over the saved page
// `{ schemaVersion, page, components }`. Every edit answers a new document (or the same one when
// it is refused), so the history can keep snapshots and React can compare by reference.
import type { Locale } from '@retail/contract';
import {
  localizedDefaults,
  valueAtPath,
  widgetEditorOf,
  withValueAtPath,
} from '@retail/widgets/editor';

/** Bumped with the widgets' PAGE_SCHEMA_VERSION; the builder writes version 1 documents. */
export const DOCUMENT_SCHEMA_VERSION = 1;
/** The widgets' MAX_PAGE_COMPONENTS (kept here so the model does not import zod). */
export const MAX_COMPONENTS = 200;

export type EditorProps = { style: object; params: object; data: object };

export type EditorComponent = {
  id: string;
  type: string;
  hidden?: boolean;
  /** Locked for every editor of the page: saved with the draft. */
  locked?: boolean;
  props: EditorProps;
};

export type PageSettings = { title: string; background: string };

export type PageDocument = {
  schemaVersion: number;
  page: PageSettings;
  components: readonly EditorComponent[];
};

/** Widgets shown as page-level layers, fixed on the phone rather than in the flow. */
export const LAYER_TYPES = ['top-nav-bar', 'bottom-tab-bar', 'floating-menu', 'ad-popup'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const isLayerType = (type: string): type is LayerType =>
  (LAYER_TYPES as readonly string[]).includes(type);

export const emptyDocument = (): PageDocument => ({
  schemaVersion: DOCUMENT_SCHEMA_VERSION,
  page: { title: '', background: '' },
  components: [],
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document as the server answered it (a draft never saved is null or {}): whatever is not a
 * component with an id and a type is dropped, so the builder always has a usable page.
 */
export const toDocument = (value: unknown): PageDocument => {
  if (!isObject(value)) return emptyDocument();
  const page = isObject(value.page) ? value.page : {};
  const components = Array.isArray(value.components) ? value.components : [];
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    page: {
      title: typeof page.title === 'string' ? page.title : '',
      background: typeof page.background === 'string' ? page.background : '',
    },
    components: components.flatMap((item): EditorComponent[] => {
      if (!isObject(item) || typeof item.id !== 'string' || typeof item.type !== 'string')
        return [];
      const props = isObject(item.props) ? item.props : {};
      return [
        {
          id: item.id,
          type: item.type,
          ...(item.hidden === true ? { hidden: true } : {}),
          ...(item.locked === true ? { locked: true } : {}),
          props: {
            style: isObject(props.style) ? props.style : {},
            params: isObject(props.params) ? props.params : {},
            data: isObject(props.data) ? props.data : {},
          },
        },
      ];
    }),
  };
};

/** The document as it is saved: `hidden` and `locked` always present, as the page schema writes them. */
export const toSaved = (doc: PageDocument): object => ({
  schemaVersion: doc.schemaVersion,
  page: doc.page,
  components: doc.components.map((c) => ({
    id: c.id,
    type: c.type,
    hidden: c.hidden === true,
    locked: c.locked === true,
    props: c.props,
  })),
});

/** The ids of the locked components. */
export const lockedIdsOf = (doc: PageDocument): ReadonlySet<string> =>
  new Set(doc.components.filter((c) => c.locked === true).map((c) => c.id));

let counter = 0;
/** A fresh component id (`w-…`, within the schema's /^[\w-]{1,64}$/). */
export const newComponentId = (): string => {
  counter += 1;
  return `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}${counter.toString(36)}`;
};

const indexOf = (doc: PageDocument, id: string): number =>
  doc.components.findIndex((c) => c.id === id);

export const componentOf = (doc: PageDocument, id: string | null): EditorComponent | undefined =>
  id === null ? undefined : doc.components.find((c) => c.id === id);

const withComponents = (doc: PageDocument, components: EditorComponent[]): PageDocument => ({
  ...doc,
  components,
});

const clampIndex = (index: number, length: number): number =>
  Math.max(0, Math.min(Math.trunc(index), length));

/**
 * Inserts a widget from the palette at an index with its defaults, their sample content in the
 * operator's language; refused when the page is full.
 */
export const insertComponent = (
  doc: PageDocument,
  type: string,
  index: number,
  id: string = newComponentId(),
  locale: Locale = 'zh',
): PageDocument => {
  const defaults = localizedDefaults(type, locale);
  if (!defaults || doc.components.length >= MAX_COMPONENTS) return doc;
  const component: EditorComponent = { id, type, props: defaults as EditorProps };
  const components = [...doc.components];
  components.splice(clampIndex(index, components.length), 0, component);
  return withComponents(doc, components);
};

/**
 * Moves the component at `from` so that it lands at `to` (an index of the list without it).
 * A locked component does not move.
 */
export const moveComponent = (
  doc: PageDocument,
  from: number,
  to: number,
  locked: ReadonlySet<string> = new Set(),
): PageDocument => {
  const moving = doc.components[from];
  if (!moving || locked.has(moving.id)) return doc;
  const components = doc.components.filter((_, i) => i !== from);
  const target = clampIndex(to, components.length);
  if (target === from) return doc;
  components.splice(target, 0, moving);
  return withComponents(doc, components);
};

/** One step up (-1) or down (+1), as Alt+Arrow does. */
export const nudgeComponent = (
  doc: PageDocument,
  id: string,
  step: -1 | 1,
  locked: ReadonlySet<string> = new Set(),
): PageDocument => {
  const from = indexOf(doc, id);
  if (from < 0) return doc;
  const to = from + step;
  if (to < 0 || to >= doc.components.length) return doc;
  return moveComponent(doc, from, to, locked);
};

/** A copy with a new id right after the original (never locked: locks are not copied). */
export const duplicateComponent = (
  doc: PageDocument,
  id: string,
  newId: string = newComponentId(),
): PageDocument => {
  const at = indexOf(doc, id);
  const original = doc.components[at];
  if (!original || doc.components.length >= MAX_COMPONENTS) return doc;
  const components = [...doc.components];
  // The copy starts unlocked: it is a new block to work on.
  const { locked: _locked, ...copy } = structuredClone(original);
  components.splice(at + 1, 0, { ...copy, id: newId });
  return withComponents(doc, components);
};

const updateComponent = (
  doc: PageDocument,
  id: string,
  locked: ReadonlySet<string>,
  change: (component: EditorComponent) => EditorComponent,
): PageDocument => {
  const at = indexOf(doc, id);
  const component = doc.components[at];
  if (!component || locked.has(id)) return doc;
  const next = change(component);
  if (next === component) return doc;
  const components = [...doc.components];
  components[at] = next;
  return withComponents(doc, components);
};

/** Locks or unlocks a component (an edit of the document: saved, undone like any other). */
export const setLocked = (doc: PageDocument, id: string, locked: boolean): PageDocument =>
  updateComponent(doc, id, new Set(), (c) => {
    if ((c.locked === true) === locked) return c;
    if (locked) return { ...c, locked: true };
    const { locked: _locked, ...rest } = c;
    return rest;
  });

export const setHidden = (
  doc: PageDocument,
  id: string,
  hidden: boolean,
  locked: ReadonlySet<string> = new Set(),
): PageDocument =>
  updateComponent(doc, id, locked, (c) => {
    if ((c.hidden === true) === hidden) return c;
    if (hidden) return { ...c, hidden: true };
    const { hidden: _hidden, ...rest } = c;
    return rest;
  });

export const deleteComponent = (
  doc: PageDocument,
  id: string,
  locked: ReadonlySet<string> = new Set(),
): PageDocument => {
  if (locked.has(id) || indexOf(doc, id) < 0) return doc;
  return withComponents(
    doc,
    doc.components.filter((c) => c.id !== id),
  );
};

/** The value a field shows: the saved one, else the widget's default. */
export const fieldValue = (component: EditorComponent, path: string): unknown => {
  const saved = valueAtPath(component.props, path);
  if (saved !== undefined) return saved;
  return valueAtPath(widgetEditorOf(component.type)?.defaults, path);
};

/** Sets one field (a dotted path into the props); a locked component is not edited. */
export const setFieldValue = (
  doc: PageDocument,
  id: string,
  path: string,
  value: unknown,
  locked: ReadonlySet<string> = new Set(),
): PageDocument =>
  updateComponent(doc, id, locked, (c) =>
    Object.is(valueAtPath(c.props, path), value)
      ? c
      : { ...c, props: withValueAtPath(c.props, path, value) },
  );

export const setPageSettings = (doc: PageDocument, page: Partial<PageSettings>): PageDocument => ({
  ...doc,
  page: { ...doc.page, ...page },
});

/** Components in the flow and the page-level layers, each with its index in the document. */
export const splitLayers = (doc: PageDocument) => {
  const flow: { component: EditorComponent; index: number }[] = [];
  const layers: { component: EditorComponent; index: number }[] = [];
  doc.components.forEach((component, index) =>
    (isLayerType(component.type) ? layers : flow).push({ component, index }),
  );
  return { flow, layers };
};
