import multipart from '@fastify/multipart';
import { endpoints, fileUploadFieldsSchema } from '@retail/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { registerEndpoint } from '../../lib/route';
import { visibilityOfKey } from '../../storage/object-storage';
import { PUBLIC_CACHE_CONTROL } from '../../storage/s3-storage';

const sendObject = async (
  reply: FastifyReply,
  object: { body: NodeJS.ReadableStream; size: number; contentType: string; fileName: string },
  cacheControl: string,
) =>
  reply
    .header('content-type', object.contentType)
    .header('content-length', object.size)
    .header('content-disposition', contentDisposition(object.fileName, 'inline'))
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);

/** Errors the multipart parser raises that are the client's, with their own status (413). */
const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** The one file part of an upload and its bytes; a malformed body is a 400 naming `file`. */
export const readUpload = async (request: FastifyRequest) => {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw new AppError(400, 'file.missing', { field: 'file' });
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (isAppError(error) || isClientError(error)) throw error;
    throw new AppError(400, 'file.malformed', { field: 'file' });
  }
};

/** The file bank: uploads, files, folders and their links; stored bytes served by key. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const { files, fileUrls } = app.services;

  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });

  registerEndpoint(app, endpoints.file.upload, async ({ request, scope }) => {
    if (!request.isMultipart()) throw new AppError(400, 'file.missing', { field: 'file' });
    // A body the multipart parser cannot read (no boundary, cut parts) is bad input, not a 500;
    // toBuffer() fails with 413 as soon as the stream passes the size limit.
    const { part, bytes } = await readUpload(request);
    // Ids arrive as text: strict digits, else a 400 naming the field (never a 500).
    const parsed = fileUploadFieldsSchema.safeParse(
      Object.fromEntries(
        Object.entries(part.fields).flatMap(([name, field]) =>
          field && !Array.isArray(field) && field.type === 'field' ? [[name, field.value]] : [],
        ),
      ),
    );
    if (!parsed.success)
      throw new AppError(400, 'field.invalid', { field: String(parsed.error.issues[0]?.path[0]) });
    return files.upload(scope, { fileName: part.filename, bytes, ...parsed.data });
  });

  registerEndpoint(app, endpoints.file.list, ({ scope, body, query }) =>
    files.list(scope, body, query),
  );
  registerEndpoint(app, endpoints.file.edit, ({ scope, body }) => files.edit(scope, body));
  registerEndpoint(app, endpoints.file.remove, async ({ scope, query }) => {
    await files.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, endpoints.file.queryByFolder, ({ scope, body, params }) =>
    files.queryByFolder(scope, body, { pageSize: params.size, pageNum: params.page }),
  );
  registerEndpoint(app, endpoints.file.queryBelongFolder, ({ scope, body, params }) =>
    files.queryBelongFolder(scope, body, { pageSize: params.size, pageNum: params.page }),
  );
  registerEndpoint(app, endpoints.file.folderList, ({ scope, body, params }) =>
    files.folderPage(scope, body, { pageSize: params.size, pageNum: params.page }),
  );
  registerEndpoint(app, endpoints.file.folderQueryForList, ({ scope, body }) =>
    files.folderTree(scope, body),
  );
  registerEndpoint(app, endpoints.file.folderEdit, ({ scope, body }) =>
    files.folderEdit(scope, body),
  );
  registerEndpoint(app, endpoints.file.folderRemove, async ({ scope, body }) => {
    await files.folderRemove(scope, body.id);
    return null;
  });
  registerEndpoint(app, endpoints.file.bindFolderFiles, ({ scope, body }) =>
    files.bind(scope, body),
  );
  registerEndpoint(app, endpoints.file.unbindFolderFiles, ({ scope, body }) =>
    files.unbind(scope, body),
  );

  registerEndpoint(app, endpoints.file.object, async ({ params, query, reply }) => {
    const key = `${params.tenant}/${params.year}/${params.month}/${params.name}`;
    // A private file is read with a valid, unexpired signature only, checked before anything
    // is looked up (a bad link learns nothing, not even whether the file exists).
    const isPrivate = visibilityOfKey(key) === 'private';
    if (isPrivate && fileUrls.check(key, query) !== 'valid')
      throw new AppError(403, 'file.linkInvalid');
    // Only keys a file record owns reach the store; anything else is a 404.
    const object = await files.object(key);
    if (!object) throw new AppError(404, 'record.notFound');
    // Public pictures: shared caches may keep them an hour (a removed one is gone within the
    // hour). Private ones: this browser only, and no longer than the link is good for.
    const cacheControl = isPrivate
      ? `private, max-age=${fileUrls.secondsLeft(query.expires ?? '0')}`
      : PUBLIC_CACHE_CONTROL;
    return sendObject(reply, object, cacheControl);
  });
};
