import {
  FILE_NAME_MAX,
  type FileEdit,
  type FileFilter,
  type FileFolderEdit,
  type FileFolderFilter,
  type FileFolderRecord,
  type FileRecord,
  type FileVisibility,
  type FolderFileLink,
  type FolderFilesQuery,
  type PageQuery,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  notFound,
  ownedInsert,
  resolveOwner,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import {
  newObjectKey,
  type ObjectStorage,
  variantKey,
  visibilityOfKey,
} from '../../storage/object-storage';
import { type FileUrlSigner, objectUrl } from './file-url';
import { createFileRepository, type FileRow, type FolderRow } from './file.repository';
import type { FileUsageRegistry } from './file-usage';
import { makeThumbnail, probeImage } from './image-probe';

export { OBJECT_URL_PREFIX, objectUrl } from './file-url';

/** Keeps a user's file name as text: no folders, no control characters, bounded length. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (printable || 'file').slice(0, FILE_NAME_MAX);
};

type Dependencies = {
  db: Db;
  storage: ObjectStorage;
  storageInfo: { sysId: string; bucket: string | null; endpoint: string | null };
  usages: FileUsageRegistry;
  nowMs: () => number;
  urls: FileUrlSigner;
};

export type Upload = {
  fileName: string;
  bytes: Buffer;
  organId?: number | undefined;
  fileFolderId?: number | undefined;
  visibility?: FileVisibility | undefined;
};

export const createFileService = ({
  db,
  storage,
  storageInfo,
  usages,
  nowMs,
  urls,
}: Dependencies) => {
  const files = createFileRepository(db);

  /** The URL handed out for a key: the plain one for public files, a signed one for private. */
  const urlOf = (key: string): string =>
    visibilityOfKey(key) === 'private' ? urls.sign(key) : objectUrl(key);

  const toRecords = async (scope: Scope, rows: FileRow[]): Promise<FileRecord[]> => {
    const folders = await files.foldersOfFiles(
      scope,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      fileId: row.id,
      fileName: row.fileName,
      fileUrl: urlOf(row.objectKey),
      thumbnailUrl: urlOf(row.thumbnailKey ?? row.objectKey),
      visibility: visibilityOfKey(row.objectKey),
      contentType: row.contentType,
      fileSize: Number(row.fileSize),
      width: row.width,
      height: row.height,
      sysId: row.sysId,
      bucket: row.bucket,
      endpoint: row.endpoint,
      uploadTime: row.uploadTime,
      organName: row.organName,
      folderIds: folders.get(row.id) ?? [],
      tenantId: row.tenantId,
      organId: row.organId,
      organPath: row.organPath,
      createBy: row.createBy,
      createDate: row.createDate,
      updateBy: row.updateBy,
      updateDate: row.updateDate,
    }));
  };

  const recordOf = async (scope: Scope, id: number): Promise<FileRecord> => {
    const row = await files.fileWithOrgan(scope, id);
    if (!row) throw notFound();
    const [record] = await toRecords(scope, [row]);
    if (!record) throw notFound();
    return record;
  };

  const pageOf = async (
    scope: Scope,
    filter: FileFilter & { inFolders?: number[] },
    page: PageQuery,
  ): Promise<Page<FileRecord>> => {
    const view = await narrowScope(db, scope, filter);
    const rows = await files.pageOfFiles(scope, view, filter, page);
    return { ...rows, entities: await toRecords(scope, rows.entities) };
  };

  const toFolder = (row: FolderRow, counts: Map<number, number>): FileFolderRecord => ({
    ...row,
    fileCount: counts.get(row.id) ?? 0,
  });

  const foldersOf = async (rows: FolderRow[], scope: Scope): Promise<FileFolderRecord[]> => {
    const counts = await files.fileCounts(
      scope,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toFolder(row, counts));
  };

  /** The folders a filter names, in tree order (sort, then name). */
  const folderQuery = async (scope: Scope, filter: FileFolderFilter) => {
    const view = await narrowScope(db, scope, filter);
    let query = files.foldersInScope(scope, view);
    if (filter.name) query = query.where(containsText('name', filter.name));
    if (filter.parentId !== undefined)
      query =
        filter.parentId === null
          ? query.where('parentId', 'is', null)
          : query.where('parentId', '=', filter.parentId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    return query.orderBy('sorted').orderBy('name').orderBy('id');
  };

  /** A folder may not move below itself: walk up from the new parent. */
  const assertNotOwnAncestor = async (scope: Scope, folderId: number, parentId: number) => {
    const parents = await files.folderParents(scope);
    const seen = new Set<number>();
    for (
      let at: number | null | undefined = parentId;
      at !== null && at !== undefined;
      at = parents.get(at)
    ) {
      if (at === folderId || seen.has(at))
        throw new AppError(400, 'folder.ownAncestor', { field: 'parentId' });
      seen.add(at);
    }
  };

  return {
    list: (scope: Scope, filter: FileFilter, page: PageQuery) => pageOf(scope, filter, page),

    /** Normal mode: the pictures linked into the folder. */
    queryByFolder: async (scope: Scope, body: FolderFilesQuery, page: PageQuery) => {
      await findOwnedOr404(db, scope, 'fileFolder', body.fileFolderId);
      return pageOf(scope, { ...body, inFolders: [body.fileFolderId] }, page);
    },

    /** Manage mode: the pictures that belong to the folder or any folder below it. */
    queryBelongFolder: async (scope: Scope, body: FolderFilesQuery, page: PageQuery) => {
      await findOwnedOr404(db, scope, 'fileFolder', body.fileFolderId);
      const subtree = await files.folderSubtree(scope, body.fileFolderId);
      return pageOf(scope, { ...body, inFolders: subtree }, page);
    },

    /**
     * Stores an uploaded picture and its thumbnail (each written whole under a temporary name,
     * then renamed into place), and only then its record (and folder link) in one transaction:
     * a record always has its bytes. Whatever fails before the record is committed, the stored
     * objects are removed again; when the process dies instead (a crash, kill -9), objects
     * without a record are left and the file sweep (file-sweep.ts) removes them later.
     */
    upload: async (scope: Scope, upload: Upload): Promise<FileRecord> => {
      if (upload.bytes.length === 0) throw new AppError(400, 'file.empty', { field: 'file' });
      const image = await probeImage(upload.bytes);
      if (!image) throw new AppError(400, 'file.notImage', { field: 'file' });
      const owner = await resolveOwner(db, scope, { organId: upload.organId });
      if (upload.fileFolderId !== undefined)
        await findOwnedOr404(db, scope, 'fileFolder', upload.fileFolderId);
      const now = nowMs();
      const key = newObjectKey(
        owner.tenantId,
        new Date(now),
        image.extension,
        undefined,
        upload.visibility ?? 'public',
      );
      const thumbKey = variantKey(key, 'thumb', 'webp');
      const stored: string[] = [];
      let id: number;
      try {
        const thumbnail = await makeThumbnail(upload.bytes);
        await storage.put(key, upload.bytes, image.contentType);
        stored.push(key);
        await storage.put(thumbKey, thumbnail, 'image/webp');
        stored.push(thumbKey);
        id = await db.transaction().execute(async (trx) => {
          const row = await ownedInsert(trx, scope, 'file', {
            organId: owner.organId,
            fileName: cleanFileName(upload.fileName),
            objectKey: key,
            thumbnailKey: thumbKey,
            contentType: image.contentType,
            fileSize: upload.bytes.length,
            width: image.width,
            height: image.height,
            ...storageInfo,
            uploadTime: formatDateTime(now),
          });
          if (upload.fileFolderId !== undefined) {
            const folder = await findOwnedOr404(trx, scope, 'fileFolder', upload.fileFolderId);
            await ownedInsert(trx, scope, 'folderFileLink', {
              organId: folder.organId,
              fileFolderId: folder.id,
              fileId: row.id,
              status: 1,
            });
          }
          return row.id;
        });
      } catch (error) {
        await Promise.allSettled(stored.map((stale) => storage.remove(stale)));
        throw error;
      }
      // The record is committed: from here on its objects are never removed, whatever fails.
      return recordOf(scope, id);
    },

    /**
     * The pictures among these ids the caller can see, in the order asked; ids the caller
     * cannot see are left out (other modules check references to pictures through this).
     */
    visibleFiles: async (scope: Scope, ids: readonly number[]): Promise<FileRecord[]> => {
      const rows: FileRow[] = [];
      for (const id of new Set(ids)) {
        const row = await files.fileWithOrgan(scope, id);
        if (row) rows.push(row);
      }
      return toRecords(scope, rows);
    },

    edit: async (scope: Scope, body: FileEdit): Promise<FileRecord> => {
      await scopedUpdate(db, scope, 'file', body.id, { fileName: cleanFileName(body.fileName) });
      return recordOf(scope, body.id);
    },

    /** Refused while goods, pages… still use the file: the message names them. */
    remove: async (scope: Scope, id: number): Promise<void> => {
      const row = await findOwnedOr404(db, scope, 'file', id);
      const uses = await usages.usesOf(db, { id, fileUrl: objectUrl(row.objectKey) });
      if (uses.length > 0)
        throw new AppError(400, 'file.inUse', {
          values: { users: uses.map((use) => `${use.kind} “${use.name}”`).join(', ') },
        });
      await scopedDelete(db, scope, 'file', id);
      await Promise.allSettled(
        [row.objectKey, row.thumbnailKey].flatMap((key) => (key ? [storage.remove(key)] : [])),
      );
    },

    folderPage: async (scope: Scope, filter: FileFolderFilter, page: PageQuery) => {
      const query = await folderQuery(scope, filter);
      const total = await query
        .clearSelect()
        .clearOrderBy()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst();
      const rows = await query
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute();
      return {
        entities: await foldersOf(rows, scope),
        totalCount: Number(total?.count ?? 0),
        pageSize: page.pageSize,
        currentPage: page.pageNum,
      };
    },

    folderTree: async (scope: Scope, filter: FileFolderFilter) =>
      foldersOf(await (await folderQuery(scope, filter)).execute(), scope),

    folderEdit: async (scope: Scope, body: FileFolderEdit): Promise<FileFolderRecord> => {
      const parentId = body.parentId ?? null;
      if (parentId !== null) await findOwnedOr404(db, scope, 'fileFolder', parentId);
      const values = {
        parentId,
        name: body.name,
        code: body.code ?? null,
        features: body.features ?? null,
        sorted: body.sorted ?? 0,
        status: body.status ?? 1,
        remark: body.remark ?? null,
      };
      let row: FolderRow;
      if (body.id === undefined) {
        row = await ownedInsert(db, scope, 'fileFolder', {
          ...values,
          isDeleted: 0,
          organId: body.organId,
        });
      } else {
        if (parentId !== null) await assertNotOwnAncestor(scope, body.id, parentId);
        row = await scopedUpdate(db, scope, 'fileFolder', body.id, {
          ...values,
          organId: body.organId,
        });
      }
      const [record] = await foldersOf([row], scope);
      if (!record) throw notFound();
      return record;
    },

    /** Files stay; their links into the folder go with it. */
    folderRemove: async (scope: Scope, id: number): Promise<void> => {
      await findOwnedOr404(db, scope, 'fileFolder', id);
      if ((await files.countChildFolders(scope, id)) > 0)
        throw new AppError(400, 'folder.hasChildren');
      await scopedDelete(db, scope, 'fileFolder', id);
    },

    bind: async (scope: Scope, body: FolderFileLink) => {
      const folder = await findOwnedOr404(db, scope, 'fileFolder', body.fileFolderId);
      const wanted = [...new Set(body.fileIds ?? [])];
      if (wanted.length === 0) throw new AppError(400, 'field.required', { field: 'fileIds' });
      const visible = await files.visibleFileIds(scope, wanted);
      // A file the caller cannot see does not exist for them: nothing is linked.
      if (visible.length !== wanted.length) throw notFound();
      const already = new Set(await files.linkedFileIds(scope, folder.id, wanted));
      const fresh = wanted.filter((id) => !already.has(id));
      await db.transaction().execute(async (trx) => {
        for (const fileId of fresh)
          await ownedInsert(trx, scope, 'folderFileLink', {
            organId: folder.organId,
            fileFolderId: folder.id,
            fileId,
            status: 1,
          });
      });
      return { changed: fresh.length };
    },

    unbind: async (scope: Scope, body: FolderFileLink) => {
      const folder = await findOwnedOr404(db, scope, 'fileFolder', body.fileFolderId);
      const ids = [...new Set(body.delFileIds ?? body.fileIds ?? [])];
      if (ids.length === 0) throw new AppError(400, 'field.required', { field: 'delFileIds' });
      return { changed: await files.unlink(scope, folder.id, ids) };
    },

    /**
     * Bytes by key for the object route; null when no record owns the key. The route checks
     * the signature of private keys before calling this.
     */
    object: async (key: string) => {
      const row = await files.fileByObjectKey(key);
      if (!row) return null;
      const stored = await storage.get(key);
      if (!stored) return null;
      const thumbnail = row.thumbnailKey === key;
      return {
        ...stored,
        contentType: thumbnail ? 'image/webp' : row.contentType,
        fileName: thumbnail ? row.fileName.replace(/\.[^.]*$/, '') + '.webp' : row.fileName,
      };
    },
  };
};

export type FileService = ReturnType<typeof createFileService>;
