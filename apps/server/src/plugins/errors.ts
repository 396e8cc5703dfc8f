import {
  CAPTCHA_HEADERS,
  type ErrorEnvelope,
  fieldLabel,
  fieldLabels,
  type Locale,
  resourceFieldLabel,
  resourceOptionLabel,
  resourceStateLabel,
  type ServerMessageKey,
  serverMessages,
  translate,
} from '@retail/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorStatus, isAppError } from '../lib/app-error';
import { isRowWallRefusal } from '../lib/db-errors';
import { localeOf } from '../lib/locale';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Set by the web plugin: answers an HTML navigation with the console's index.html. */
    consoleFallback:
      | ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>)
      | null;
  }
}

/** Field keys as the user knows them; header names reach us lower-cased. */
const canonicalField = new Map<string, string>(
  [...Object.keys(fieldLabels), ...Object.values(CAPTCHA_HEADERS)].map((name) => [
    name.toLowerCase(),
    name,
  ]),
);

const FIELD_REASONS = new Set(['required', 'invalid', 'tooLong', 'tooSmall', 'tooBig']);

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** Why a field failed, as a catalogue key: the schema's own reason when it names one, else from the zod code. */
const reasonOf = (issue: ValidationIssue, missing: boolean): ServerMessageKey => {
  const message = issue.message ?? '';
  if (missing) return 'field.required';
  // A schema saying "required" about a value that was sent means the value has the wrong type.
  if (message === 'required') return 'field.invalid';
  if (FIELD_REASONS.has(message)) return `field.${message}` as ServerMessageKey;
  // A schema may name any `field.<reason>` of the catalogue (e.g. scheduleOrder).
  if (`field.${message}` in serverMessages) return `field.${message}` as ServerMessageKey;
  switch (issue.keyword) {
    case 'too_small':
      return issue.params.origin === 'string' && issue.params.minimum === 1
        ? 'field.required'
        : 'field.tooSmall';
    case 'too_big':
      return issue.params.origin === 'string' ? 'field.tooLong' : 'field.tooBig';
    default:
      return 'field.invalid';
  }
};

/** The value the client sent at a validation path (coercing schemas hide it from the issue). */
const sentValue = (
  request: FastifyRequest | undefined,
  context: string | undefined,
  path: string[],
): unknown => {
  if (!request) return undefined;
  const source: unknown =
    context === 'body'
      ? request.body
      : context === 'querystring'
        ? request.query
        : context === 'params'
          ? request.params
          : request.headers;
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined,
    source,
  );
};

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const fieldOf = (issue: ValidationIssue): string => {
  const path = issue.instancePath.split('/').filter(Boolean);
  if (path.length === 0) return 'body';
  const last = path.join('.');
  return canonicalField.get(last.toLowerCase()) ?? last;
};

/** A field's label: as the registry resource of the route names it, else the catalogue's. */
const labelOf = (field: string, locale: Locale, request: FastifyRequest | undefined): string =>
  resourceFieldLabel(request?.routeOptions.url, field, locale) ?? fieldLabel(field, locale);

const envelope = (
  status: ErrorStatus,
  key: ServerMessageKey,
  locale: Locale,
  extra: Partial<ErrorEnvelope> = {},
  values: Record<string, string> = {},
): ErrorEnvelope => {
  const description = translate(key, locale, values);
  return { successful: false, status, description, message: description, ...extra };
};

const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** Maps anything thrown while serving a request to the envelope the client reads. */
export const errorToEnvelope = (
  error: unknown,
  locale: Locale,
  request?: FastifyRequest,
): ErrorEnvelope => {
  if (isAppError(error)) {
    const values = { ...error.values };
    if (error.field) {
      // A state is named in the caller's language, as the resource's options say it.
      // A line's error names its parent's state (`stateOf`: the parent's registry key).
      if (values.state !== undefined)
        values.state =
          (values.stateOf
            ? resourceStateLabel(values.stateOf, values.state, locale)
            : resourceOptionLabel(request?.routeOptions.url, error.field, values.state, locale)) ??
          values.state;
      values.field ??= labelOf(error.field, locale, request);
    }
    return envelope(
      error.status,
      error.key,
      locale,
      {
        ...(error.field ? { field: error.field } : {}),
        ...(error.problems ? { problems: [...error.problems] } : {}),
      },
      values,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0] as ValidationIssue;
    const field = fieldOf(issue);
    const path = issue.instancePath.split('/').filter(Boolean);
    const missing = isMissing(sentValue(request, error.validationContext, path));
    return envelope(
      400,
      reasonOf(issue, missing),
      locale,
      { field },
      { field: labelOf(field, locale, request) },
    );
  }
  const fastifyError = error as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413)
    return envelope(413, 'request.tooLarge', locale);
  if (statusCode === 429) return envelope(429, 'request.tooMany', locale);
  if (fastifyError.code && BAD_BODY_CODES.has(fastifyError.code))
    return envelope(400, 'request.badJson', locale);
  if (statusCode === 404) return envelope(404, 'route.notFound', locale);
  if (statusCode >= 400 && statusCode < 500) return envelope(400, 'request.invalid', locale);
  if (isRowWallRefusal(error)) {
    request?.log.warn({ err: error }, 'the row-level wall refused a write the scope layer let by');
    return envelope(404, 'record.notFound', locale);
  }
  return envelope(500, 'server.internal', locale);
};

const acceptsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/** The envelope for every failure, in the caller's language; HTTP status mirrors `status`. */
export const errorsPlugin = fp(
  async (app) => {
    app.decorate('consoleFallback', null);
    // A callback hook: nothing to wait for, so no promise on every call.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });

    app.setErrorHandler((error, request, reply) => {
      const body = errorToEnvelope(error, localeOf(request), request);
      if (body.status >= 500) request.log.error({ err: error }, 'unexpected error');
      else
        request.log.info(
          { status: body.status, field: body.field, reason: (error as Error).message },
          'request refused',
        );
      return reply.code(body.status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const navigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/api(\/|\?|$)/.test(request.url);
      if (navigation && acceptsHtml(request) && app.consoleFallback)
        return app.consoleFallback(request, reply);
      throw new AppError(404, 'route.notFound');
    });
  },
  { name: 'errors', dependencies: ['core'] },
);
