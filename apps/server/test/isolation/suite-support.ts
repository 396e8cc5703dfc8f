import { multipart } from '../support/multipart';
import { type EndpointDef, endpointUrl, IDENTITY_HEADERS } from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../../src/scope/scope.plugin';
import type { TestApp } from '../support/test-app';
import {
  endpointFixtures,
  type EndpointFixture,
  type FixtureRequest,
  type Target,
} from './fixtures';
import type { OrganKey, World } from './world';
import { markerOf } from './world';

export const keyOf = (def: Pick<EndpointDef, 'method' | 'path'>): string =>
  `${def.method} ${def.path}`;

export type ClassifiedRoute = { route: RegisteredRoute; def: EndpointDef };

/**
 * The API routes of the running server with their contract endpoints, and the problems that
 * keep a route from being covered (reported by the suites as failures).
 */
export const apiRoutes = (t: TestApp): { routes: ClassifiedRoute[]; problems: string[] } => {
  const routes: ClassifiedRoute[] = [];
  const problems: string[] = [];
  for (const route of t.app.registeredRoutes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const def = route.endpoint;
    if (!def) {
      problems.push(
        `${route.method} ${route.url} is not registered through registerEndpoint (lib/route.ts) ` +
          'from the contract endpoint table, so it has no isolation class: register it that way.',
      );
      continue;
    }
    const { isolation } = def;
    const known =
      isolation === 'public' ||
      isolation === 'self' ||
      isolation === 'global' ||
      isolation === 'shopper' ||
      (typeof isolation === 'object' && typeof isolation.owned === 'string');
    if (!known) {
      problems.push(
        `${keyOf(def)} has an unknown isolation class ${JSON.stringify(isolation)}: use ` +
          "'public', 'self', 'global', 'shopper' or { owned: '<table>' } (apps/server/src/scope/README.md).",
      );
      continue;
    }
    routes.push({ route, def });
  }
  return { routes, problems };
};

/** The fixtures of a self/owned endpoint, or the message telling the developer what to add. */
export const fixturesOf = (def: EndpointDef): EndpointFixture[] | string => {
  const found = endpointFixtures[keyOf(def)];
  if (found) return Array.isArray(found) ? found : [found];
  return (
    `No isolation fixture for ${keyOf(def)} (isolation ${JSON.stringify(def.isolation)}): add an ` +
    `entry '${keyOf(def)}' to endpointFixtures in apps/server/test/isolation/fixtures.ts ` +
    '(removeById, editById, createFor, listFilter or { request }), see apps/server/src/scope/README.md.'
  );
};

/** The first request of an endpoint's fixture (the authority suite needs one, if any). */
export const firstRequestOf = (def: EndpointDef, target: Target): FixtureRequest => {
  const found = endpointFixtures[keyOf(def)];
  const first = Array.isArray(found) ? found[0] : found;
  return first?.request(target) ?? {};
};

export const targetOf = (world: World, key: OrganKey, def: EndpointDef): Target => {
  const organ = world.organs[key];
  const rows = world.rows[key];
  const table = typeof def.isolation === 'object' ? def.isolation.owned : 'user';
  const row = rows[table];
  if (!row) {
    throw new Error(
      `${keyOf(def)} names the owned table "${table}", which the isolation world has no row ` +
        'of: check the table name (snake_case) or add a recipe to ownedRows in fixtures.ts.',
    );
  }
  return { organ, tenantId: organ.tenantId, marker: markerOf(key), row, rows };
};

const fillParams = (def: EndpointDef, given: FixtureRequest['params']) => {
  const names = [...def.path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, given?.[name] ?? 1]));
};

/**
 * Calls an endpoint with the caller's token; the identity headers name the target (the
 * server must trust the token alone).
 */
export const callEndpoint = (
  t: TestApp,
  def: EndpointDef,
  request: FixtureRequest,
  token: string | null,
  target: Target,
): Promise<LightMyRequestResponse> => {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
  const url = `${endpointUrl(def, fillParams(def, request.params))}${query ? `?${query}` : ''}`;
  // DELETE may carry a JSON body too (file-folder/remove); fixtures without one send none.
  const sendsBody = def.method !== 'GET';
  if (request.multipart) {
    const form = multipart(request.multipart.fields, request.multipart.file);
    return t.app.inject({
      method: def.method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...form.headers },
      payload: form.payload,
    });
  }
  return t.app.inject({
    method: def.method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      [IDENTITY_HEADERS.organId]: String(target.organ.id),
      [IDENTITY_HEADERS.tenantId]: String(target.tenantId),
      [IDENTITY_HEADERS.organPath]: target.organ.organPath,
      [IDENTITY_HEADERS.userId]: String(target.rows.user?.id ?? target.row.id),
      ...(sendsBody && request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(sendsBody && request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
  });
};

/** An answer with nothing in it: no rows, no values (nested empties count as empty). */
export const isEmptyAnswer = (value: unknown): boolean => {
  if (value === null || value === undefined || value === false || value === '' || value === 0) {
    return true;
  }
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyAnswer);
  return false;
};

/** The part of a 200 envelope that carries data (page or `data`). */
export const payloadOf = (json: Record<string, unknown>): unknown =>
  'entities' in json ? { entities: json.entities, totalCount: json.totalCount } : json.data;
