import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `session`: any logged-in user;
 * `{ authority }`: a logged-in user holding that authority code; `shopper`: a storefront
 * shopper signed in with a one-time code (their own bearer token, not a console session).
 */
export type EndpointAccess = 'public' | 'session' | 'shopper' | { authority: string };

/**
 * How an endpoint touches tenant data. Required on every endpoint: the server's generated
 * isolation suite (apps/server/test/isolation) reads it, and fails on an endpoint it cannot
 * classify. See apps/server/src/scope/README.md.
 * - `public`: no session; reads and writes no owned data (captcha, login).
 * - `self`: only the caller's own records (their session, their user info); ids of anyone
 *   else answer 404.
 * - `global`: data every tenant shares and nobody owns (the authority tree); guarded by
 *   authorities, not by the data scope.
 * - `{ owned: table }`: rows of this owned table (snake_case name, as in the database), read
 *   and written through the scope layer; ids outside the caller's scope answer 404.
 * - `shopper`: a storefront shopper's own records (addresses, orders, after-sales) in the
 *   tenant they signed in to; ids of anyone else's answer 404 (test/order-shopper-isolation).
 */
export type EndpointIsolation = 'public' | 'self' | 'global' | 'shopper' | { owned: string };

/** How the response body is shaped: an envelope around `data`, a paged answer, or raw bytes. */
export type ResponseKind = 'envelope' | 'paged' | 'raw';

/**
 * What a public endpoint's per-address limit is for: signing in (the captcha and login, where a
 * low limit slows guessing), pictures (a page of thumbnails asks for many at once) or devices
 * (the device gateway: many machines may share one address) or payments (the merchant API and
 * the channels' notifications: a merchant's servers and a channel's call from few addresses).
 */
export type PublicLimit = 'sign-in' | 'pictures' | 'devices' | 'payments';

export type EndpointDef = {
  method: HttpMethod;
  /** Full path, Fastify style (`/api/admin/user/login`, `/api/file/file-folder/list/:size/:page`). */
  path: string;
  summary: string;
  access: EndpointAccess;
  isolation: EndpointIsolation;
  /** Public endpoints only: which per-address limit applies (default `sign-in`). */
  publicLimit?: PublicLimit;
  query?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  kind: ResponseKind;
  /** Schema of `data` (envelope) or of one entity (paged). */
  response?: z.ZodType;
};

/** Keeps the literal types of a definition while checking its shape. */
export const defineEndpoint = <const T extends EndpointDef>(def: T): T => def;

/** Builds the concrete URL of an endpoint, filling `:name` path parameters. */
export const endpointUrl = (
  def: Pick<EndpointDef, 'path'>,
  params: Record<string, string | number> = {},
): string =>
  def.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${def.path}`);
    return encodeURIComponent(String(value));
  });
