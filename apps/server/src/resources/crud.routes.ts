import type { EndpointDef, PageQuery } from '@retail/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerEndpoint } from '../lib/route';
import type { Page } from '../lib/route';
import type { Scope } from '../scope/scope';

type CrudCalls<F extends z.ZodType, E extends z.ZodType> = {
  list: EndpointDef & { kind: 'paged'; body: F; query: z.ZodType<PageQuery> };
  queryForList: EndpointDef & { kind: 'envelope'; body: F };
  /** Absent where the domain alone writes the records (a ledger). */
  edit?: EndpointDef & { kind: 'envelope'; body: E };
  remove?: EndpointDef & { kind: 'envelope'; query: z.ZodType<{ id: number }> };
};

type CrudService<F, E, R> = {
  list: (scope: Scope, filter: F, page: PageQuery) => Promise<Page<R>>;
  all: (scope: Scope, filter: F) => Promise<R[]>;
  edit: (scope: Scope, body: E) => Promise<R>;
  remove: (scope: Scope, id: number) => Promise<void>;
};

/** Registers the calls of a catalogue screen (list, query-for-list, and edit, remove if any). */
export const registerCatalogue = <F extends z.ZodType, E extends z.ZodType, R>(
  app: FastifyInstance,
  calls: CrudCalls<F, E>,
  service: CrudService<z.output<F>, z.output<E>, R>,
): void => {
  const handlers = {
    list: async (c: { scope: Scope; body: unknown; query: unknown }) =>
      service.list(c.scope, c.body as z.output<F>, c.query as PageQuery),
    all: async (c: { scope: Scope; body: unknown }) => service.all(c.scope, c.body as z.output<F>),
    edit: async (c: { scope: Scope; body: unknown }) =>
      service.edit(c.scope, c.body as z.output<E>),
    remove: async (c: { scope: Scope; query: unknown }) => {
      await service.remove(c.scope, (c.query as { id: number }).id);
      return null;
    },
  };
  // The calls are checked against their schemas when they are defined; here they only route.
  const register = registerEndpoint as (
    app: FastifyInstance,
    def: EndpointDef,
    handler: (c: { scope: Scope; body: unknown; query: unknown }) => Promise<unknown>,
  ) => void;
  register(app, calls.list, handlers.list);
  register(app, calls.queryForList, handlers.all);
  if (calls.edit) register(app, calls.edit, handlers.edit);
  if (calls.remove) register(app, calls.remove, handlers.remove);
};
