import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  allTicked,
  gridQuery,
  toggleAll,
  toggleFile,
  unbindPlan,
} from './file-bank-model';
import { folder, picture } from './file-bank.test-support';
import { firstFolderId, folderPath, folderTree, subtreeIds } from './folder-tree';

const [a, b, c] = [picture(1), picture(2), picture(3)];

describe('file bank selection', () => {
  it('ticks and unticks, refusing a tick past the limit', () => {
    let change = toggleFile(EMPTY_SELECTION, a, 2);
    change = toggleFile(change.selection, b, 2);
    expect([...change.selection.keys()]).toEqual([1, 2]);
    const refused = toggleFile(change.selection, c, 2);
    expect(refused.refused).toBe(true);
    expect([...refused.selection.keys()]).toEqual([1, 2]);
    expect([...toggleFile(change.selection, a, 2).selection.keys()]).toEqual([2]);
  });

  it('replaces the one picture when only one may be chosen (image chooser)', () => {
    const first = toggleFile(EMPTY_SELECTION, a, 1);
    const second = toggleFile(first.selection, b, 1);
    expect(second.refused).toBe(false);
    expect([...second.selection.keys()]).toEqual([2]);
  });

  it('select all ticks the page up to the limit, and unticks it when all are ticked', () => {
    const all = toggleAll(EMPTY_SELECTION, [a, b, c], 10);
    expect(allTicked(all.selection, [a, b, c])).toBe(true);
    expect(toggleAll(all.selection, [a, b, c], 10).selection.size).toBe(0);
    const capped = toggleAll(EMPTY_SELECTION, [a, b, c], 2);
    expect(capped.refused).toBe(true);
    expect([...capped.selection.keys()]).toEqual([1, 2]);
    // Ticks of another page stay when this page is unticked.
    const other = toggleFile(EMPTY_SELECTION, picture(9), 10).selection;
    const both = toggleAll(other, [a, b], 10).selection;
    expect([...toggleAll(both, [a, b], 10).selection.keys()]).toEqual([9]);
  });

  it('lists a folder itself in normal mode, its subtree in manage mode, everything without folders', () => {
    expect(gridQuery('normal', 4)).toBe('queryByFolder');
    expect(gridQuery('manage', 4)).toBe('queryBelongFolder');
    expect(gridQuery('manage', null)).toBe('list');
  });
});

describe('folders', () => {
  const folders = [
    folder(1, 'Shelves'),
    folder(2, 'Fridges', 1),
    folder(3, 'Cold', 2),
    folder(4, 'Posters'),
  ];

  it('nests the flat list, selects the first folder and names paths', () => {
    expect(folderTree(folders).map((node) => node.title)).toEqual(['Shelves', 'Posters']);
    expect(folderTree(folders)[0]?.children[0]?.children[0]?.title).toBe('Cold');
    expect(firstFolderId(folders)).toBe(1);
    expect(firstFolderId([])).toBeNull();
    expect(folderPath(folders, 3)).toBe('Shelves / Fridges / Cold');
    expect(subtreeIds(folders, 1).sort()).toEqual([1, 2, 3]);
  });

  it('removes ticked pictures from every folder of the subtree they are linked into', () => {
    const inChild = picture(5, 'a.png', [2, 4]);
    const inRoot = picture(6, 'b.png', [1]);
    const inDeep = picture(7, 'c.png', [3]);
    expect(unbindPlan(folders, 1, [inChild, inRoot, inDeep])).toEqual([
      { fileFolderId: 2, delFileIds: [5] },
      { fileFolderId: 1, delFileIds: [6] },
      { fileFolderId: 3, delFileIds: [7] },
    ]);
  });
});
