import { describe, expect, it } from 'vitest';
import { pageSchema } from '@retail/widgets/schemas';
import {
  deleteComponent,
  duplicateComponent,
  emptyDocument,
  fieldValue,
  insertComponent,
  lockedIdsOf,
  MAX_COMPONENTS,
  moveComponent,
  nudgeComponent,
  setFieldValue,
  setHidden,
  setLocked,
  splitLayers,
  toDocument,
  toSaved,
  type PageDocument,
} from './editor-state';

const ids = (doc: PageDocument) => doc.components.map((c) => c.id);

const threeBlocks = () => {
  let doc = emptyDocument();
  doc = insertComponent(doc, 'text-title', 0, 'a');
  doc = insertComponent(doc, 'divider-line', 1, 'b');
  doc = insertComponent(doc, 'blank-spacer', 2, 'c');
  return doc;
};

describe('the page document model', () => {
  it('inserts a palette widget at an index with its defaults, and the page parses', () => {
    let doc = threeBlocks();
    doc = insertComponent(doc, 'single-image', 1, 'img');
    expect(ids(doc)).toEqual(['a', 'img', 'b', 'c']);
    expect(doc.components[1]?.props).toMatchObject({ data: {}, style: {} });
    expect(pageSchema.safeParse(toSaved(doc)).success).toBe(true);
  });

  it("inserts a widget with its sample content in the operator's language", () => {
    const english = insertComponent(emptyDocument(), 'text-title', 0, 'en', 'en');
    expect(english.components[0]?.props).toMatchObject({
      data: { title: "This week's bestsellers" },
    });
    const spanish = insertComponent(emptyDocument(), 'title-bar', 0, 'es', 'es');
    expect(spanish.components[0]?.props).toMatchObject({ params: { text: 'Selección destacada' } });
    // Without a language, or in zh, the defaults as written.
    const chinese = insertComponent(emptyDocument(), 'text-title', 0, 'zh');
    expect(chinese.components[0]?.props).toMatchObject({ data: { title: '本周热卖' } });
    expect(pageSchema.safeParse(toSaved(english)).success).toBe(true);
  });

  it('refuses an unknown widget and a page that is full', () => {
    const doc = threeBlocks();
    expect(insertComponent(doc, 'no-such-widget', 0)).toBe(doc);
    let full = emptyDocument();
    for (let i = 0; i < MAX_COMPONENTS; i += 1)
      full = insertComponent(full, 'blank-spacer', i, `s${i}`);
    expect(insertComponent(full, 'blank-spacer', 0, 'one-more')).toBe(full);
    expect(duplicateComponent(full, 's0', 'copy')).toBe(full);
  });

  it('moves by drag (from, to) and by keyboard, and a locked block stays', () => {
    const doc = threeBlocks();
    expect(ids(moveComponent(doc, 0, 2))).toEqual(['b', 'c', 'a']);
    expect(ids(moveComponent(doc, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(ids(nudgeComponent(doc, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(nudgeComponent(doc, 'a', -1)).toBe(doc);
    expect(nudgeComponent(doc, 'c', 1)).toBe(doc);
    const locked = new Set(['a']);
    expect(moveComponent(doc, 0, 2, locked)).toBe(doc);
    expect(nudgeComponent(doc, 'a', 1, locked)).toBe(doc);
  });

  it('duplicates with a new id right after the original', () => {
    const doc = setFieldValue(threeBlocks(), 'a', 'data.title', 'Hello');
    const copy = duplicateComponent(doc, 'a', 'a2');
    expect(ids(copy)).toEqual(['a', 'a2', 'b', 'c']);
    expect(fieldValue(copy.components[1]!, 'data.title')).toBe('Hello');
    // The copy is its own: editing it leaves the original alone.
    const edited = setFieldValue(copy, 'a2', 'data.title', 'Other');
    expect(fieldValue(edited.components[0]!, 'data.title')).toBe('Hello');
  });

  it('hides, shows and deletes; a locked block is neither edited nor deleted', () => {
    const doc = threeBlocks();
    const hidden = setHidden(doc, 'b', true);
    expect(hidden.components[1]?.hidden).toBe(true);
    expect(setHidden(hidden, 'b', false).components[1]?.hidden).toBeUndefined();
    expect(ids(deleteComponent(doc, 'b'))).toEqual(['a', 'c']);
    const locked = new Set(['b']);
    expect(deleteComponent(doc, 'b', locked)).toBe(doc);
    expect(setHidden(doc, 'b', true, locked)).toBe(doc);
    expect(setFieldValue(doc, 'b', 'style.height', 40, locked)).toBe(doc);
  });

  it('keeps locks in the document: saved, read back, and a copy of a locked block starts unlocked', () => {
    const doc = setLocked(threeBlocks(), 'b', true);
    expect(lockedIdsOf(doc)).toEqual(new Set(['b']));
    expect(deleteComponent(doc, 'b', lockedIdsOf(doc))).toBe(doc);
    expect(setLocked(doc, 'b', true)).toBe(doc);
    const saved = toSaved(doc) as { components: { id: string; locked: boolean }[] };
    expect(saved.components.map((c) => [c.id, c.locked])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(pageSchema.safeParse(saved).success).toBe(true);
    expect(lockedIdsOf(toDocument(saved))).toEqual(new Set(['b']));
    const copy = duplicateComponent(doc, 'b', 'b2');
    expect(lockedIdsOf(copy)).toEqual(new Set(['b']));
    expect(lockedIdsOf(setLocked(doc, 'b', false))).toEqual(new Set());
  });

  it('sets a field by its path, and the same value again changes nothing', () => {
    const doc = threeBlocks();
    const next = setFieldValue(doc, 'a', 'style.radiusTop', 12);
    expect(fieldValue(next.components[0]!, 'style.radiusTop')).toBe(12);
    expect(next.components[1]).toBe(doc.components[1]);
    expect(setFieldValue(next, 'a', 'style.radiusTop', 12)).toBe(next);
  });

  it('reads what the server answers, dropping what is not a component', () => {
    expect(toDocument(null)).toEqual(emptyDocument());
    const doc = toDocument({
      schemaVersion: 1,
      page: { title: 'Home', background: '#fff' },
      components: [{ id: 'x', type: 'text-title', hidden: true, props: {} }, { nope: 1 }],
    });
    expect(doc.page.title).toBe('Home');
    expect(ids(doc)).toEqual(['x']);
    expect(doc.components[0]?.hidden).toBe(true);
  });

  it('keeps the page-level layers apart from the flow, with their document indexes', () => {
    let doc = threeBlocks();
    doc = insertComponent(doc, 'bottom-tab-bar', 1, 'tabs');
    const { flow, layers } = splitLayers(doc);
    expect(flow.map((f) => f.index)).toEqual([0, 2, 3]);
    expect(layers).toEqual([{ component: doc.components[1], index: 1 }]);
  });
});
