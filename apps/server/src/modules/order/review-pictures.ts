import multipart from '@fastify/multipart';
import { REVIEW_PICTURE_BYTES_MAX, REVIEW_PICTURES_MAX } from '@retail/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import type { ShopperIdentity } from '../../lib/identity';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';
import { type FileService, OBJECT_URL_PREFIX } from '../file/file.service';

// Reviews' pictures (docs/orders.md, Reviews): a shopper uploads each picture through the file
// bank (a public picture of their tenant's organisation, made by `customer:<id>`, checked by its
// bytes: jpeg, png, gif or webp, at most 2 MB), then names up to 9 of their own in the review.

export { multipart as reviewPictureMultipart };
export const REVIEW_PICTURE_LIMITS = {
  fileSize: REVIEW_PICTURE_BYTES_MAX,
  files: 1,
  fields: 2,
  parts: 3,
} as const;

const by = (shopper: ShopperIdentity) => `customer:${shopper.customerId}`;

/** The shopper as the file bank's uploader: their tenant's organisation, no authorities. */
const uploaderScope = async (db: Db, shopper: ShopperIdentity, nowMs: number): Promise<Scope> => {
  const tenant = (await untyped(db)
    .selectFrom('organ')
    .select(['id', 'organPath'])
    .where('id', '=', shopper.tenantId)
    .executeTakeFirstOrThrow()) as { id: number; organPath: string };
  return {
    userId: 0,
    userName: by(shopper),
    tenantId: shopper.tenantId,
    organId: tenant.id,
    organPath: tenant.organPath,
    platform: false,
    authorityCodes: new Set(),
    nowMs,
  };
};

/** Too large (the multipart limit) or not a picture: a 400 naming `file`. */
const tooBig = () =>
  new AppError(400, 'review.pictureTooBig', {
    field: 'file',
    values: { max: `${REVIEW_PICTURE_BYTES_MAX / 1024 / 1024} MB` },
  });

export const uploadReviewPicture = async (
  deps: { db: Db; files: FileService; nowMs: number },
  request: FastifyRequest,
  shopper: ShopperIdentity,
) => {
  if (!request.isMultipart()) throw new AppError(400, 'file.missing', { field: 'file' });
  let upload: { fileName: string; bytes: Buffer };
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw new AppError(400, 'file.missing', { field: 'file' });
    const bytes = await part.toBuffer();
    upload = { fileName: part.filename, bytes };
  } catch (error) {
    if (isAppError(error)) throw error;
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === 413) throw tooBig();
    throw new AppError(400, 'file.malformed', { field: 'file' });
  }
  if (upload.bytes.length > REVIEW_PICTURE_BYTES_MAX) throw tooBig();
  try {
    const file = await deps.files.upload(await uploaderScope(deps.db, shopper, deps.nowMs), upload);
    return { url: file.fileUrl, thumbnailUrl: file.thumbnailUrl };
  } catch (error) {
    if (isAppError(error) && error.status === 400 && error.key !== 'file.empty')
      throw new AppError(400, 'review.pictureType', { field: 'file' });
    throw error;
  }
};

/** The review's pictures: each one the shopper uploaded in this tenant, at most 9, no repeats. */
export const ownPictures = async (
  db: Db,
  shopper: ShopperIdentity,
  urls: readonly string[] | undefined,
): Promise<string[]> => {
  const unique = [...new Set(urls ?? [])];
  if (unique.length === 0) return [];
  if (unique.length > REVIEW_PICTURES_MAX)
    throw new AppError(400, 'field.tooBig', { field: 'picUrls' });
  const keys = unique.map((url) => url.slice(OBJECT_URL_PREFIX.length));
  const found = (await untyped(db)
    .selectFrom('file')
    .select('objectKey')
    .where('objectKey', 'in', keys)
    .where('tenantId', '=', shopper.tenantId)
    .where('createBy', '=', by(shopper))
    .execute()) as { objectKey: string }[];
  if (found.length !== keys.length || unique.some((url) => !url.startsWith(OBJECT_URL_PREFIX)))
    throw new AppError(400, 'review.pictureUnknown', { field: 'picUrls' });
  return unique;
};
