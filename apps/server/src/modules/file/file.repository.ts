import type { FileFilter, PageQuery } from '@retail/contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { scoped, type ScopeView } from '../../scope/scoped-db';

export type FileRow = Selectable<Database['file']> & { organName: string | null };
export type FolderRow = Selectable<Database['fileFolder']>;

/** Which files a list shows: the filter, plus optionally the folders they must be linked into. */
export type FileQuery = FileFilter & { inFolders?: readonly number[] | undefined };

/** File, folder and link rows, always through the caller's scope (or a narrower view of it). */
export const createFileRepository = (db: Db) => ({
  pageOfFiles: (
    scope: Scope,
    view: ScopeView,
    filter: FileQuery,
    page: PageQuery,
  ): Promise<Page<FileRow>> => {
    const s = scoped(db, scope, view);
    let query = db
      .selectFrom('file')
      .leftJoin('organ', 'organ.id', 'file.organId')
      .selectAll('file')
      .select('organ.organName as organName')
      .where(s.where('file'));
    if (filter.fileName) query = query.where(containsText('file.fileName', filter.fileName));
    if (filter.contentType) query = query.where('file.contentType', '=', filter.contentType);
    const folders = [...(filter.fileFolderIds ?? []), ...(filter.inFolders ?? [])];
    if (filter.fileFolderIds || filter.inFolders) {
      // An empty folder list matches nothing rather than everything.
      query = query.where((eb) =>
        folders.length === 0
          ? eb.val(false)
          : eb.exists(
              eb
                .selectFrom('folderFileLink')
                .select('folderFileLink.id')
                .whereRef('folderFileLink.fileId', '=', 'file.id')
                .where('folderFileLink.fileFolderId', 'in', folders)
                .where(s.where('folderFileLink')),
            ),
      );
    }
    return fetchPage(query.orderBy('file.id', 'desc'), page);
  },

  /** Folder ids of each file (only links the caller can see). */
  foldersOfFiles: async (
    scope: Scope,
    fileIds: readonly number[],
  ): Promise<Map<number, number[]>> => {
    const byFile = new Map<number, number[]>(fileIds.map((id) => [id, []]));
    if (fileIds.length === 0) return byFile;
    const rows = await scoped(db, scope)
      .selectFrom('folderFileLink')
      .select(['fileId', 'fileFolderId'])
      .where('fileId', 'in', [...fileIds])
      .orderBy('fileFolderId')
      .execute();
    for (const row of rows) byFile.get(row.fileId)?.push(row.fileFolderId);
    return byFile;
  },

  fileWithOrgan: (scope: Scope, id: number): Promise<FileRow | undefined> =>
    db
      .selectFrom('file')
      .leftJoin('organ', 'organ.id', 'file.organId')
      .selectAll('file')
      .select('organ.organName as organName')
      .where('file.id', '=', id)
      .where(scoped(db, scope).where('file'))
      .executeTakeFirst(),

  /** Ids among these that are files the caller can see. */
  visibleFileIds: async (scope: Scope, ids: readonly number[]): Promise<number[]> => {
    if (ids.length === 0) return [];
    const rows = await scoped(db, scope)
      .selectFrom('file')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((row) => row.id);
  },

  /** For serving bytes by key: the record that owns the original or its thumbnail. */
  fileByObjectKey: (key: string) =>
    db
      .selectFrom('file')
      .select(['fileName', 'contentType', 'objectKey', 'thumbnailKey'])
      .where((eb) => eb.or([eb('objectKey', '=', key), eb('thumbnailKey', '=', key)]))
      .executeTakeFirst(),

  /**
   * Which of these object keys a file record owns (as its original or its thumbnail), across
   * every tenant: for the orphan sweep, which works for the whole store.
   */
  ownedObjectKeys: async (keys: readonly string[]): Promise<Set<string>> => {
    const owned = new Set<string>();
    if (keys.length === 0) return owned;
    const rows = await db
      .selectFrom('file')
      .select(['objectKey', 'thumbnailKey'])
      .where((eb) => eb.or([eb('objectKey', 'in', [...keys]), eb('thumbnailKey', 'in', [...keys])]))
      .execute();
    for (const row of rows) {
      owned.add(row.objectKey);
      if (row.thumbnailKey) owned.add(row.thumbnailKey);
    }
    return owned;
  },

  foldersInScope: (scope: Scope, view: ScopeView) =>
    scoped(db, scope, view).selectFrom('fileFolder').selectAll().where('isDeleted', '=', 0),

  /** Files linked into each folder the caller can see. */
  fileCounts: async (scope: Scope, folderIds: readonly number[]): Promise<Map<number, number>> => {
    const counts = new Map<number, number>();
    if (folderIds.length === 0) return counts;
    const rows = await scoped(db, scope)
      .selectFrom('folderFileLink')
      .select(['fileFolderId'])
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('fileFolderId', 'in', [...folderIds])
      .groupBy('fileFolderId')
      .execute();
    for (const row of rows) counts.set(row.fileFolderId, Number(row.count));
    return counts;
  },

  /** Parent ids of every folder of the tenant, to walk up a tree (cycle checks). */
  folderParents: async (scope: Scope): Promise<Map<number, number | null>> => {
    const rows = await scoped(db, scope)
      .selectFrom('fileFolder')
      .select(['id', 'parentId'])
      .execute();
    return new Map(rows.map((row) => [row.id, row.parentId]));
  },

  countChildFolders: async (scope: Scope, folderId: number): Promise<number> => {
    const row = await scoped(db, scope)
      .selectFrom('fileFolder')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('parentId', '=', folderId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  linkedFileIds: async (scope: Scope, folderId: number, fileIds: readonly number[]) => {
    if (fileIds.length === 0) return [];
    const rows = await scoped(db, scope)
      .selectFrom('folderFileLink')
      .select('fileId')
      .where('fileFolderId', '=', folderId)
      .where('fileId', 'in', [...fileIds])
      .execute();
    return rows.map((row) => row.fileId);
  },

  unlink: async (scope: Scope, folderId: number, fileIds: readonly number[]): Promise<number> => {
    if (fileIds.length === 0) return 0;
    const result = await scoped(db, scope)
      .deleteFrom('folderFileLink')
      .where('fileFolderId', '=', folderId)
      .where('fileId', 'in', [...fileIds])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Sub-folder ids of a folder, the folder included (for "belongs to the folder" queries). */
  folderSubtree: async (scope: Scope, folderId: number): Promise<number[]> => {
    const parents = await scoped(db, scope)
      .selectFrom('fileFolder')
      .select(['id', 'parentId'])
      .where('isDeleted', '=', 0)
      .execute();
    const subtree = [folderId];
    for (let i = 0; i < subtree.length; i += 1)
      for (const row of parents) if (row.parentId === subtree[i]) subtree.push(row.id);
    return subtree;
  },
});

export type FileRepository = ReturnType<typeof createFileRepository>;
