import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/**
 * The dictionary calls of console.md §7 (what an organisation references); the screen's list,
 * edit, remove and export are the registry's routes (dictionary.resource.ts in the contract).
 */
export const dictionaryRoutes: FastifyPluginAsync = async (app) => {
  const { dictionary } = app.services;
  const defs = endpoints.dictionaryReference;

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
