import multipart from '@fastify/multipart';
import { endpoints, idParamSchema } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/route';
import { readUpload } from '../file/file.routes';

/**
 * A software package's file: uploaded like the file bank's pictures (one multipart part `file`,
 * the same size limit), stored as a private file; the answer carries its id, size and checksum
 * for the package's edit. The device gateway's software calls are registered with the others
 * (modules/device/device.routes.ts).
 */
export const softwareRoutes: FastifyPluginAsync = async (app) => {
  const { packageFiles } = app.services;

  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });

  registerEndpoint(app, endpoints.softwarePackage.upload, async ({ request, scope }) => {
    if (!request.isMultipart()) throw new AppError(400, 'file.missing', { field: 'file' });
    const { part, bytes } = await readUpload(request);
    const organ = part.fields.organId;
    const text = organ && !Array.isArray(organ) && organ.type === 'field' ? organ.value : undefined;
    const organId = idParamSchema.optional().safeParse(text);
    if (!organId.success) throw new AppError(400, 'field.invalid', { field: 'organId' });
    const stored = await packageFiles.store(scope, {
      fileName: part.filename,
      bytes,
      organId: organId.data,
    });
    return {
      fileId: stored.fileId,
      fileName: stored.fileName,
      fileSize: stored.fileSize,
      checksum: stored.checksum,
    };
  });
};
