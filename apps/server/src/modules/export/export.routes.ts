import { createReadStream } from 'node:fs';
import { endpoints, XLSX_CONTENT_TYPE } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';
import { contentDisposition } from '../../lib/content-disposition';

/** My exports: create, list, download, remove (each user only their own). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  // Its jobs are started and stopped by the services plugin.
  const { exports } = app.services;
  const defs = endpoints.export;

  registerEndpoint(app, defs.create, ({ scope, body, request }) =>
    exports.create(scope, body, {
      authorization: request.headers.authorization ?? '',
      locale: localeOf(request),
    }),
  );
  registerEndpoint(app, defs.list, ({ scope, body, query }) => exports.list(scope, body, query));
  registerEndpoint(app, defs.download, async ({ scope, query, reply }) => {
    const { file, fileName } = await exports.download(scope, query.id);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
  registerEndpoint(app, defs.remove, async ({ scope, query }) => {
    await exports.remove(scope, query.id);
    return null;
  });
};
