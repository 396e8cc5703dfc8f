import { type EndpointDef, resourceList } from '@retail/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCatalogue } from './crud.routes';
import { registerEndpoint } from '../lib/route';
import type { Scope } from '../scope/scope';
import type { ResourceServices } from './resource-services';
import type { ResourceRow } from './resource.service';
import { stateHistory } from './transition';

type AnyHandler = (c: { scope: Scope; body: unknown }) => Promise<unknown>;

/**
 * Registers every registry resource's list, query-for-list, header totals, edit, remove, history
 * and action calls.
 */
export const registerResources = (
  app: FastifyInstance,
  { services, actions }: ResourceServices,
) => {
  const register = registerEndpoint as (
    app: FastifyInstance,
    def: EndpointDef,
    handler: AnyHandler,
  ) => void;
  for (const resource of resourceList()) {
    const key = resource.key as keyof typeof services;
    const service = services[key];
    registerCatalogue(app, resource.endpoints, service);
    const { history, totals } = resource.endpoints as Record<string, EndpointDef | undefined>;
    if (totals)
      register(app, totals, ({ scope, body }) =>
        service.totals(scope, body as Parameters<typeof service.totals>[1]),
      );
    if (history)
      register(app, history, ({ scope, body }) =>
        stateHistory(app.db, scope, resource, (body as { id: number }).id),
      );
    const handlers = ((actions as Record<string, unknown>)[key] ?? {}) as Record<
      string,
      AnyHandler
    >;
    for (const name of Object.keys(resource.actions ?? {})) {
      const def = (resource.endpoints as Record<string, EndpointDef>)[name];
      const handler = handlers[name];
      if (!def || !handler) throw new Error(`${resource.key}.${name} has no endpoint or handler`);
      // Changed records answer as the list does.
      register(app, def, async (context) =>
        service.recordsOf(context.scope, (await handler(context)) as ResourceRow[]),
      );
    }
  }
};

/** The registry's routes, on the services of the composition root. */
export const resourceRoutes: FastifyPluginAsync = async (app) => {
  registerResources(app, app.services.resources);
};
