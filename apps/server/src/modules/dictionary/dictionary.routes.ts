import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** The dictionary screen and the dictionary calls of console.md §7. */
export const dictionaryRoutes: FastifyPluginAsync = async (app) => {
  const { dictionary } = app.services;
  const defs = endpoints.dictionary;

  registerEndpoint(app, defs.list, ({ scope, body, query }) => dictionary.list(scope, body, query));
  registerEndpoint(app, defs.edit, ({ scope, body }) => dictionary.edit(scope, body));
  registerEndpoint(app, defs.remove, async ({ scope, query }) => {
    await dictionary.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, defs.group, ({ scope, body }) => dictionary.group(scope, body));
  registerEndpoint(app, defs.referencedList, ({ scope, body }) =>
    dictionary.referenced(scope, body),
  );
  registerEndpoint(app, defs.organReferenced, ({ scope, body }) =>
    dictionary.referenced(scope, body),
  );
  registerEndpoint(app, defs.organReferencedPage, ({ scope, body, params }) =>
    dictionary.referencedPage(scope, body, params),
  );
};
