import type { FileFolderRecord, FileRecord } from '@retail/contract';
import { subtreeIds } from './folder-tree';

/** The two modes of the file bank (console.md §4), toggled by a switch. */
export type FileBankMode = 'normal' | 'manage';

/** Ticked pictures by id, kept across pages so that confirm returns every one of them. */
export type Selection = ReadonlyMap<number, FileRecord>;

export const EMPTY_SELECTION: Selection = new Map();

export type SelectionChange = { selection: Selection; refused: boolean };

/**
 * Ticks or unticks a picture. With `max` 1 a new tick replaces the old one (the image chooser);
 * otherwise a tick past `max` is refused and the selection stays.
 */
export const toggleFile = (
  selection: Selection,
  file: FileRecord,
  max: number,
): SelectionChange => {
  const next = new Map(selection);
  if (next.has(file.fileId)) {
    next.delete(file.fileId);
    return { selection: next, refused: false };
  }
  if (max === 1) return { selection: new Map([[file.fileId, file]]), refused: false };
  if (next.size >= max) return { selection, refused: true };
  next.set(file.fileId, file);
  return { selection: next, refused: false };
};

/** Whether every picture of the page is ticked (the select-all box shows checked). */
export const allTicked = (selection: Selection, page: readonly FileRecord[]): boolean =>
  page.length > 0 && page.every((file) => selection.has(file.fileId));

/**
 * Select all: ticks every picture of the page, or unticks them when all already are. Ticks stop
 * at `max`; `refused` says some did not fit.
 */
export const toggleAll = (
  selection: Selection,
  page: readonly FileRecord[],
  max: number,
): SelectionChange => {
  const next = new Map(selection);
  if (allTicked(selection, page)) {
    for (const file of page) next.delete(file.fileId);
    return { selection: next, refused: false };
  }
  let refused = false;
  for (const file of page) {
    if (next.has(file.fileId)) continue;
    if (next.size >= max) {
      refused = true;
      break;
    }
    next.set(file.fileId, file);
  }
  return { selection: next, refused };
};

/** Which query lists the grid: a folder's own pictures, its whole subtree (manage), or all. */
export const gridQuery = (
  mode: FileBankMode,
  folderId: number | null,
): 'list' | 'queryByFolder' | 'queryBelongFolder' =>
  folderId === null ? 'list' : mode === 'manage' ? 'queryBelongFolder' : 'queryByFolder';

/**
 * What "delete" unbinds: the manage grid shows the folder and its sub-folders, so each ticked
 * picture leaves every folder of that subtree it is linked into. One request per folder.
 */
export const unbindPlan = (
  folders: readonly FileFolderRecord[],
  folderId: number,
  files: readonly FileRecord[],
): Array<{ fileFolderId: number; delFileIds: number[] }> => {
  const subtree = subtreeIds(folders, folderId);
  const byFolder = new Map<number, number[]>();
  for (const file of files) {
    const linked = file.folderIds.filter((id) => subtree.includes(id));
    // A picture listed here is in the subtree; unbinding from the folder itself is the fallback.
    for (const id of linked.length > 0 ? linked : [folderId]) {
      byFolder.set(id, [...(byFolder.get(id) ?? []), file.fileId]);
    }
  }
  return [...byFolder].map(([fileFolderId, delFileIds]) => ({ fileFolderId, delFileIds }));
};
