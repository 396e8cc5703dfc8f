import type { FileFolderRecord } from '@retail/contract';

export type FolderNode = {
  key: number;
  title: string;
  folder: FileFolderRecord;
  children: FolderNode[];
};

/** The flat folder list (parentId) as a tree, keeping the server's order (sort, then name). */
export const folderTree = (folders: readonly FileFolderRecord[]): FolderNode[] => {
  const nodes = new Map<number, FolderNode>(
    folders.map((folder) => [
      folder.id,
      { key: folder.id, title: folder.name, folder, children: [] },
    ]),
  );
  const roots: FolderNode[] = [];
  for (const folder of folders) {
    const node = nodes.get(folder.id);
    if (!node) continue;
    const parent = folder.parentId === null ? undefined : nodes.get(folder.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};

/** The folder selected when the bank opens: the first one of the tree (console.md §4). */
export const firstFolderId = (folders: readonly FileFolderRecord[]): number | null =>
  folderTree(folders)[0]?.key ?? null;

/** A folder and every folder below it. */
export const subtreeIds = (folders: readonly FileFolderRecord[], id: number): number[] => {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const folder of folders)
      if (folder.parentId === ids[i] && !ids.includes(folder.id)) ids.push(folder.id);
  }
  return ids;
};

/** The folder's name with its ancestors: "Shelves / Fridges". */
export const folderPath = (folders: readonly FileFolderRecord[], id: number | null): string => {
  const names: string[] = [];
  const seen = new Set<number>();
  let current = folders.find((folder) => folder.id === id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    const parentId = current.parentId;
    current = folders.find((folder) => folder.id === parentId);
  }
  return names.join(' / ');
};
