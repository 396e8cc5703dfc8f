import type { z } from 'zod';
import { endpointUrl, type EndpointDef, type Envelope, type Paged } from '@retail/contract';
import type { DefinitionOf, EndpointOutline } from './endpoint-outline';
import { ApiError, request } from './http';
import { i18n } from './i18n';

type Part = 'params' | 'query' | 'body' | 'headers';

/** One input part, typed from the endpoint's schema (z.input); optional when all its fields are. */
type PartInput<E, K extends Part> = E extends { [P in K]: infer S extends z.ZodType }
  ? Partial<z.input<S>> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What `call` takes for an endpoint: exactly the parts its definition declares. */
export type CallInput<E extends EndpointDef> = PartInput<E, 'params'> &
  PartInput<E, 'query'> &
  PartInput<E, 'body'> &
  PartInput<E, 'headers'> & {
    /** Ignore failures silently (no toast, no dialog); the promise still rejects. */
    quiet?: boolean;
  };

/** What `call` resolves with: `data` of an envelope, the page of a paged answer, bytes of a raw one. */
export type CallOutput<E extends EndpointDef> = E extends { kind: 'raw' }
  ? Blob
  : E extends { kind: 'paged'; response: infer R extends z.ZodType }
    ? Paged<z.output<R>>
    : E extends { response: infer R extends z.ZodType }
      ? z.output<R>
      : unknown;

type CallArgs<E extends EndpointDef> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls an endpoint of the contract's table (its definition, or its outline: endpoint-outline.ts).
 * Resolves with the typed answer; rejects with an ApiError when the HTTP client does (catalogue of
 * console.md §8) or when a 200 envelope says `successful: false`.
 */
export const call = async <D extends EndpointDef | EndpointOutline>(
  def: D,
  ...[input]: CallArgs<DefinitionOf<D>>
): Promise<CallOutput<DefinitionOf<D>>> => {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    headers?: Record<string, string | undefined>;
    quiet?: boolean;
  };
  const answer = await request({
    method: def.method,
    url: endpointUrl(def, parts.params),
    query: parts.query,
    body: parts.body,
    headers: parts.headers,
    raw: def.kind === 'raw',
    quiet: parts.quiet,
  });
  if (def.kind === 'raw') return answer as CallOutput<DefinitionOf<D>>;
  const envelope = (answer ?? {}) as Envelope<unknown>;
  if (envelope.successful === false) {
    throw new ApiError(
      envelope.description ?? envelope.message ?? i18n.t('http.rejected'),
      'http',
      typeof envelope.status === 'number' ? envelope.status : null,
    );
  }
  return (def.kind === 'paged' ? envelope : envelope.data) as CallOutput<DefinitionOf<D>>;
};
