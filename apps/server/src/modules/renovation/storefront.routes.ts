import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';

/**
 * The storefront's public reads: a tenant's published pages (goods live), its home page, and
 * a draft through a signed preview link. Anything else is a 404, never another tenant's page.
 * Shoppers submit a page's form block (page-form.service.ts).
 */
export const storefrontRoutes: FastifyPluginAsync = async (app) => {
  const pages = app.services.pageDocuments;
  const api = endpoints.storefrontPage;

  registerEndpoint(app, api.page, ({ params }) =>
    pages.storefrontPage(params.tenantId, params.pageId),
  );
  registerEndpoint(app, api.home, ({ params }) => pages.storefrontHome(params.tenantId));
  registerEndpoint(app, api.preview, ({ params }) => pages.storefrontPreview(params.token));
  registerEndpoint(app, api.formSubmit, ({ params, body, request }) =>
    app.services.pageForms.submit(params.tenantId, params.pageId, body, localeOf(request)),
  );
};
