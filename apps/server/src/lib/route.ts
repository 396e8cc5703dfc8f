import {
  type EndpointAccess,
  type EndpointDef,
  type PublicLimit,
  envelopeSchema,
  errorEnvelopeSchema,
  pagedSchema,
} from '@retail/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RowReach, withRowScope } from '../scope/row-security';
import type { Scope } from '../scope/scope';
import type { AnswerReuse } from '../cache/answer-cache';
import type { Identity, ShopperIdentity } from './identity';
import { answerWriterCompiler } from './answer-writer';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Who may call the route; routes without it (docs, static files) are public. */
    access?: EndpointAccess;
    /** The contract endpoint the route serves (its isolation class, for the generated suites). */
    endpoint?: EndpointDef;
    /** How far the row-level wall reaches for the route's calls (scope/row-security.ts). */
    rowReach?: RowReach;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** One page of a paged answer; the helper adds `successful` and `status`. */
export type Page<T> = {
  entities: T[];
  totalCount: number;
  /** Counting stopped at totalCount (LIST_COUNT_CAP): at least that many match. */
  totalCountCapped?: boolean;
  pageSize: number;
  currentPage: number;
};

export type EndpointContext<E extends EndpointDef> = {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Output<E['body']>;
  query: Output<E['query']>;
  params: Output<E['params']>;
  headers: Output<E['headers']>;
  /** Always present unless the endpoint is public or a shopper's. */
  identity: E['access'] extends 'public' | 'shopper' ? Identity | null : Identity;
  /** The caller's data scope (see scope/README.md); present unless public or a shopper's. */
  scope: E['access'] extends 'public' | 'shopper' ? Scope | null : Scope;
  /** The signed-in storefront shopper (`access: 'shopper'` endpoints only). */
  shopper: E['access'] extends 'shopper' ? ShopperIdentity : ShopperIdentity | null;
};

export type EndpointResult<E extends EndpointDef> = E['kind'] extends 'paged'
  ? Page<Input<E['response']>>
  : E['kind'] extends 'raw'
    ? unknown
    : Input<E['response']>;

export type EndpointHandler<E extends EndpointDef> = (
  context: EndpointContext<E>,
) => Promise<EndpointResult<E>>;

export type EndpointOptions<E extends EndpointDef> = {
  /**
   * Makes answers reusable: calls with the same key get the kept answer (serialised once)
   * while the version has not moved; undefined computes this call's answer afresh. Read the
   * version before anything of the answer (see cache/answer-cache.ts). CACHE=off: every
   * answer is computed.
   */
  reuse?: (context: EndpointContext<E>) => Promise<AnswerReuse | undefined>;
  /** Bytes of body this route takes when it needs more than the app's BODY_LIMIT (a page document). */
  bodyLimit?: number;
  /** How far the row-level wall reaches (scope/row-security.ts); the caller's subtree unless named. */
  rowReach?: RowReach;
};

/**
 * Public endpoints are limited per address, each endpoint on its own count and by purpose:
 * signing in is slow to guess at; pictures come many at once (a page of thumbnails).
 */
export const PUBLIC_RATE_LIMITS = {
  'sign-in': { max: 300, timeWindow: 60_000 },
  pictures: { max: 6000, timeWindow: 60_000 },
  // Devices behind one address (a site's router, the simulator): 1,000 at a heartbeat per 10 s.
  devices: { max: 30_000, timeWindow: 60_000 },
  // A merchant's servers (and a channel's notifications) call from few addresses.
  payments: { max: 60_000, timeWindow: 60_000 },
} as const satisfies Record<PublicLimit, { max: number; timeWindow: number }>;

/** A storefront shopper's calls, per address (many shoppers may share a mobile network's). */
export const SHOPPER_RATE_LIMIT = { max: 6000, timeWindow: 60_000 } as const;

/** A route's own per-address limit: public and shopper routes have one (the gateway shows it). */
export const rateLimitOf = (
  def: Pick<EndpointDef, 'access' | 'publicLimit'>,
): { max: number; timeWindow: number } | undefined =>
  def.access === 'public'
    ? PUBLIC_RATE_LIMITS[def.publicLimit ?? 'sign-in']
    : def.access === 'shopper'
      ? SHOPPER_RATE_LIMIT
      : undefined;

const serviceOf = (path: string): string => path.split('/')[2] ?? 'api';

const describeAccess = (access: EndpointAccess): string =>
  access === 'public'
    ? 'Public.'
    : access === 'session'
      ? 'Requires a session.'
      : access === 'shopper'
        ? 'Requires a signed-in storefront shopper (their bearer token).'
        : `Requires authority \`${access.authority}\`.`;

/** Headers keep every other header (validation would otherwise replace request.headers). */
const looseHeaders = (schema: z.ZodType | undefined): z.ZodType | undefined =>
  schema instanceof z.ZodObject ? schema.loose() : schema;

/**
 * The answers' schemas of an endpoint, made once per definition: the same objects for every app
 * of a process, so what is compiled from them (lib/answer-writer.ts) is compiled once too.
 */
const responseSchemas = new WeakMap<EndpointDef, Record<string, z.ZodType>>();

const responseSchema = (def: EndpointDef): Record<string, z.ZodType> => {
  const known = responseSchemas.get(def);
  if (known) return known;
  const data = def.response ?? z.unknown();
  const schemas: Record<string, z.ZodType> =
    def.kind === 'raw'
      ? {}
      : {
          200: def.kind === 'paged' ? pagedSchema(data) : envelopeSchema(data),
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        };
  responseSchemas.set(def, schemas);
  return schemas;
};

/**
 * Registers one endpoint of the contract table: method, path and schemas come from the
 * definition, access is enforced centrally (see the access plugin), and the handler returns
 * only `data` (or the page), which is wrapped in the envelope here.
 */
export const registerEndpoint = <E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void => {
  const envelope = (result: unknown): unknown =>
    def.kind === 'raw'
      ? result
      : def.kind === 'paged'
        ? { successful: true, status: 200, ...(result as Page<unknown>) }
        : { successful: true, status: 200, data: result };
  const { reuse } = options;
  // The route's own writer (lib/answer-writer.ts), applied once per kept answer instead of once
  // per call.
  const ok = responseSchema(def)[200];
  const answers = reuse && ok ? app.caches.answers() : undefined;
  const serialize =
    answers && ok
      ? answerWriterCompiler(app.config.checkAnswers)({
          schema: ok,
          method: def.method,
          url: def.path,
        })
      : undefined;
  const respond = async (request: FastifyRequest, reply: FastifyReply) => {
    const context: EndpointContext<E> = {
      request,
      reply,
      body: request.body as Output<E['body']>,
      query: request.query as Output<E['query']>,
      params: request.params as Output<E['params']>,
      headers: request.headers as Output<E['headers']>,
      identity: request.identity as EndpointContext<E>['identity'],
      scope: request.scope as EndpointContext<E>['scope'],
      shopper: request.shopper as EndpointContext<E>['shopper'],
    };
    const reusable = answers && reuse && (await reuse(context));
    if (reusable && answers && serialize) {
      const json = await answers.answer(reusable, async () =>
        serialize(envelope(await handler(context))),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    }
    return envelope(await handler(context));
  };
  app.route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit && options.bodyLimit > app.config.bodyLimit
      ? { bodyLimit: options.bodyLimit }
      : {}),
    schema: {
      summary: def.summary,
      description: describeAccess(def.access),
      tags: [serviceOf(def.path)],
      ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.headers ? { headers: looseHeaders(def.headers) } : {}),
      response: responseSchema(def),
    },
    config: {
      access: def.access,
      endpoint: def,
      rowReach: options.rowReach ?? 'subtree',
      ...(rateLimitOf(def) ? { rateLimit: rateLimitOf(def) } : {}),
    },
    // Every statement of a console call runs behind the caller's row-level wall.
    handler: (request, reply) =>
      withRowScope(
        app.dialect === 'postgres' ? request.scope : null,
        () => respond(request, reply),
        options.rowReach,
      ),
  });
};
