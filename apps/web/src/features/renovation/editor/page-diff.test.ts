import { describe, expect, it } from 'vitest';
import {
  deleteComponent,
  emptyDocument,
  insertComponent,
  moveComponent,
  setFieldValue,
  setHidden,
  setPageSettings,
} from './editor-state';
import { changedPaths, diffDocuments } from './page-diff';

const page = () => {
  let doc = emptyDocument();
  for (const [i, id] of ['a', 'b', 'c', 'd'].entries())
    doc = insertComponent(doc, 'text-title', i, id);
  return doc;
};

describe('the diff between two page versions', () => {
  it('says nothing for the same page', () => {
    expect(diffDocuments(page(), page())).toEqual([]);
  });

  it('names blocks added and removed with their positions', () => {
    const before = page();
    const after = insertComponent(deleteComponent(before, 'b'), 'divider-line', 0, 'new');
    expect(diffDocuments(before, after)).toEqual([
      { kind: 'removed', id: 'b', type: 'text-title', index: 1 },
      { kind: 'added', id: 'new', type: 'divider-line', index: 0 },
    ]);
  });

  it('reports only the block that was moved, not the neighbours it pushed', () => {
    const before = page();
    const after = moveComponent(before, 3, 0);
    expect(diffDocuments(before, after)).toEqual([
      { kind: 'moved', id: 'd', type: 'text-title', from: 3, to: 0 },
    ]);
  });

  it('lists the fields changed, hiding included, and the page settings', () => {
    const before = page();
    let after = setFieldValue(before, 'c', 'data.title', 'Sale');
    after = setFieldValue(after, 'c', 'style.margins.top', 8);
    after = setHidden(after, 'a', true);
    after = setPageSettings(after, { title: 'Home' });
    expect(diffDocuments(before, after)).toEqual([
      { kind: 'page', paths: ['title'] },
      { kind: 'changed', id: 'a', type: 'text-title', index: 0, paths: ['hidden'] },
      {
        kind: 'changed',
        id: 'c',
        type: 'text-title',
        index: 2,
        paths: ['data.title', 'style.margins.top'],
      },
    ]);
  });

  it('walks into lists by index', () => {
    expect(
      changedPaths({ items: [{ a: 1 }, { a: 2 }] }, { items: [{ a: 1 }, { a: 3 }, { a: 4 }] }),
    ).toEqual(['items.1.a', 'items.2.a']);
  });
});
