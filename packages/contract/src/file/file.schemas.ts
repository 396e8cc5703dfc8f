import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';

/** Image types the file bank accepts, recognised by their bytes (never by the name). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Default per-file upload limit (UPLOAD_MAX_BYTES overrides it). */
export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/** The console refuses a selection above this many files (console.md §5, §9). */
export const UPLOAD_MAX_FILES = 500;
/** File names are kept as given (escaped when shown) up to this length. */
export const FILE_NAME_MAX = 200;
/** Longest side of a grid thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 240;

/**
 * Who may read a stored file's bytes (docs/security.md, "Stored files"):
 * - `public`: pictures for the storefront (goods pictures, logos; the file bank's default).
 *   Anyone holding the URL (an unguessable key) may read them, cached for an hour.
 * - `private`: readable only through a signed URL with an expiry time, which the
 *   authenticated API hands out to staff who can see the file's record.
 */
export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** A private file's URL (`/api/file/object/p{tenant}/…`): signed, it expires, so never stored. */
export const PRIVATE_FILE_URL = /^\/api\/file\/object\/p\d+\//;

/** The query of a signed (private) file URL: expiry in Unix seconds and its signature. */
export const signedFileUrlQuerySchema = z.object({
  expires: textOf(16, { trim: false }).optional(),
  signature: textOf(128, { trim: false }).optional(),
});

const text = (max: number, options: { multiline?: boolean } = {}) => textOf(max, options);
const requiredText = (max: number) => requiredTextOf(max);

/** A stored file (console.md §3 "File"), with what the grid and the chooser need. */
export const fileSchema = ownedFieldsSchema.extend({
  fileId: z.number().int(),
  fileName: z.string(),
  /**
   * Where the original is served (same origin). Public files: a stable URL, fit to keep in
   * goods and logos. Private files: a signed URL that expires (1 to 2 hours), for showing now.
   */
  fileUrl: z.string(),
  /** A small rendition for grids; the original's URL when none could be made. Signed likewise. */
  thumbnailUrl: z.string(),
  visibility: z.enum(FILE_VISIBILITIES),
  contentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Storage driver (`local` or `s3`) and, for S3, bucket and endpoint. */
  sysId: z.string(),
  bucket: z.string().nullable(),
  endpoint: z.string().nullable(),
  uploadTime: z.string(),
  organName: z.string().nullable(),
  /** Folder ids the file is linked into. */
  folderIds: z.array(z.number().int()),
});
export type FileRecord = z.infer<typeof fileSchema>;

/** File filter of `file-service/list` and the folder queries. */
export const fileFilterSchema = z.object({
  fileName: text(FILE_NAME_MAX).optional(),
  contentType: text(64).optional(),
  /** Only files linked into one of these folders. */
  fileFolderIds: z.array(idSchema).max(500).nullable().optional(),
  ...scopeSelectorFields,
});
export type FileFilter = z.infer<typeof fileFilterSchema>;

/** Body of the folder queries: the folder, plus the usual filter. */
export const folderFilesQuerySchema = fileFilterSchema.extend({
  fileFolderId: idSchema,
});
export type FolderFilesQuery = z.infer<typeof folderFilesQuerySchema>;

/** Rename a file (its bytes never change: a new picture is a new upload). */
export const fileEditSchema = z.object({
  id: idSchema,
  fileName: requiredText(FILE_NAME_MAX),
});
export type FileEdit = z.infer<typeof fileEditSchema>;

export const fileRemoveQuerySchema = z.object({ id: idParamSchema });

/** Text fields of the upload form (the file itself is the multipart field `file`). */
export const fileUploadFieldsSchema = z.object({
  /** Owner organisation inside the caller's scope; the caller's own when absent. */
  organId: idParamSchema.optional(),
  /** Link the new file into this folder at once (the file bank's "add picture"). */
  fileFolderId: idParamSchema.optional(),
  /** `public` when absent (a storefront picture); `private` files need a signed URL. */
  visibility: z.enum(FILE_VISIBILITIES, { error: 'invalid' }).optional(),
});
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

/** A file folder (console.md §3 "File folder"). */
export const fileFolderSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  features: z.string().nullable(),
  sorted: z.number().int(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  remark: z.string().nullable(),
  isDeleted: z.number().int(),
  /** Files linked into the folder. */
  fileCount: z.number().int().nonnegative(),
});
export type FileFolderRecord = z.infer<typeof fileFolderSchema>;

export const fileFolderFilterSchema = z.object({
  name: text(100).optional(),
  parentId: idSchema.nullable().optional(),
  status: z.number().int().min(0).max(1).optional(),
  ...scopeSelectorFields,
});
export type FileFolderFilter = z.infer<typeof fileFolderFilterSchema>;

/** Create (no id) or update a folder; moving is changing `parentId`. */
export const fileFolderEditSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullable().optional(),
  name: requiredText(100),
  code: text(64).nullable().optional(),
  features: text(200).nullable().optional(),
  sorted: z.number().int().min(0).max(1_000_000).optional(),
  status: z.number().int().min(0).max(1).optional(),
  remark: text(500, { multiline: true }).nullable().optional(),
  organId: idSchema.optional(),
});
export type FileFolderEdit = z.infer<typeof fileFolderEditSchema>;

/** `file-folder/remove` takes a JSON body (console.md §7). */
export const fileFolderRemoveSchema = z.object({ id: idSchema });

/** Folder-file link request (console.md §3). */
export const folderFileLinkSchema = z.object({
  fileFolderId: idSchema,
  fileIds: z.array(idSchema).max(500).optional(),
  delFileIds: z.array(idSchema).max(500).optional(),
});
export type FolderFileLink = z.infer<typeof folderFileLinkSchema>;

/** What a bind or unbind changed. */
export const folderFileLinkResultSchema = z.object({ changed: z.number().int().nonnegative() });
