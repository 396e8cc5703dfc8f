import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { type OwnedTable, ownedInsert, resolveOwner, scoped } from '../../scope/scoped-db';
import { newObjectKey, type ObjectStorage, visibilityOfKey } from '../../storage/object-storage';
import { type FileUrlSigner, objectUrl } from './file-url';
import { cleanFileName } from './file.service';

// Files that are not pictures (device software packages): stored like the file bank's uploads —
// bytes first under a server-made private key, then the file record, the bytes removed again if
// the record fails — and read back only through short-lived signed links. The checksum is the
// SHA-256 of the bytes as stored, worked out by the server.

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the bytes are, by their first bytes only (never by the uploaded name). */
const typeOf = (bytes: Buffer): { contentType: string; extension: string } =>
  bytes.subarray(0, 4).equals(ZIP_MAGIC)
    ? { contentType: 'application/zip', extension: 'zip' }
    : { contentType: 'application/octet-stream', extension: 'bin' };

type Dependencies = {
  db: Db;
  storage: ObjectStorage;
  storageInfo: { sysId: string; bucket: string | null; endpoint: string | null };
  nowMs: () => number;
  urls: FileUrlSigner;
};

/** A stored package file as its users see it. */
export type PackageFile = {
  fileId: number;
  fileName: string;
  fileSize: number;
  checksum: string;
  objectKey: string;
};

export const createPackageFiles = ({ db, storage, storageInfo, nowMs, urls }: Dependencies) => {
  /** Lower-case hex SHA-256 of the stored object, or undefined when it is gone. */
  const checksumOf = async (key: string): Promise<string | undefined> => {
    const stored = await storage.get(key);
    if (!stored) return undefined;
    const hash = createHash('sha256');
    for await (const chunk of stored.body) hash.update(chunk as Buffer);
    return hash.digest('hex');
  };

  return {
    /**
     * Stores an uploaded package as a private file of the caller's (or the named) organisation.
     * An empty file is a 400 naming `file`.
     */
    store: async (
      scope: Scope,
      upload: { fileName: string; bytes: Buffer; organId?: number | undefined },
    ): Promise<PackageFile> => {
      if (upload.bytes.length === 0) throw new AppError(400, 'file.empty', { field: 'file' });
      const owner = await resolveOwner(db, scope, { organId: upload.organId });
      const now = nowMs();
      const { contentType, extension } = typeOf(upload.bytes);
      const key = newObjectKey(owner.tenantId, new Date(now), extension, undefined, 'private');
      const fileName = cleanFileName(upload.fileName);
      await storage.put(key, upload.bytes, contentType);
      try {
        const row = await ownedInsert(db, scope, 'file', {
          organId: owner.organId,
          fileName,
          objectKey: key,
          thumbnailKey: null,
          contentType,
          fileSize: upload.bytes.length,
          width: null,
          height: null,
          ...storageInfo,
          uploadTime: formatDateTime(now),
        });
        return {
          fileId: row.id,
          fileName,
          fileSize: upload.bytes.length,
          checksum: createHash('sha256').update(upload.bytes).digest('hex'),
          objectKey: key,
        };
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    /**
     * A file the caller can see, with the checksum of its stored bytes; a file not visible is a
     * 400 naming `field`, one whose bytes are gone `software.fileMissing`.
     */
    describe: async (scope: Scope, fileId: number, field: string): Promise<PackageFile> => {
      const row = (await scoped(db, scope)
        .selectFrom('file' as OwnedTable)
        .select(['id', 'fileName', 'fileSize', 'objectKey'] as never)
        .where('id', '=', fileId)
        .executeTakeFirst()) as
        { id: number; fileName: string; fileSize: number | string; objectKey: string } | undefined;
      if (!row) throw new AppError(400, 'field.unknownReference', { field });
      const checksum = await checksumOf(row.objectKey);
      if (checksum === undefined) throw new AppError(400, 'software.fileMissing', { field });
      return {
        fileId: row.id,
        fileName: row.fileName,
        fileSize: Number(row.fileSize),
        checksum,
        objectKey: row.objectKey,
      };
    },

    /** A link to the file's bytes good for `seconds` (public files: their plain URL). */
    linkFor: (key: string, seconds: number): { url: string; expiresAt: number } =>
      visibilityOfKey(key) === 'private'
        ? urls.signFor(key, seconds)
        : { url: objectUrl(key), expiresAt: nowMs() + seconds * 1000 },
  };
};

export type PackageFiles = ReturnType<typeof createPackageFiles>;
