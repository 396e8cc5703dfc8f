import { endpoints, MAX_PAGE_DOCUMENT_BYTES } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';

/** The builder's calls on a storefront page's document (docs/renovation.md). */
export const pageDocumentRoutes: FastifyPluginAsync = async (app) => {
  const pages = app.services.pageDocuments;
  const api = endpoints.pageDocument;

  registerEndpoint(app, api.draft, ({ scope, params }) => pages.draft(scope, params.id));
  // A document up to its limit arrives whatever BODY_LIMIT says, so its refusal names the limit.
  registerEndpoint(
    app,
    api.saveDraft,
    ({ scope, params, body, request }) =>
      pages.saveDraft(scope, params.id, body, localeOf(request)),
    { bodyLimit: 2 * MAX_PAGE_DOCUMENT_BYTES + 64 * 1024 },
  );
  registerEndpoint(app, api.validate, ({ scope, params, request }) =>
    pages.validate(scope, params.id, localeOf(request)),
  );
  registerEndpoint(app, api.publish, ({ scope, params, body, request }) =>
    pages.publish(scope, params.id, body.revision, localeOf(request)),
  );
  registerEndpoint(app, api.versions, ({ scope, params }) => pages.versions(scope, params.id));
  registerEndpoint(app, api.version, ({ scope, params }) =>
    pages.version(scope, params.id, params.version),
  );
  registerEndpoint(app, api.rollback, ({ scope, params, body }) =>
    pages.rollback(scope, params.id, body.version),
  );
  registerEndpoint(app, api.previewLink, ({ scope, params }) =>
    pages.previewLink(scope, params.id),
  );
};
