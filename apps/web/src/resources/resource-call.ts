import type { EndpointDef, Paged } from '@retail/contract';
import { call } from '../lib/api';
import { ApiError } from '../lib/http';
import { i18n } from '../lib/i18n';
import { textOf } from '../lib/i18n/feature-messages';
import { errorMapText } from './dictionary-store';
import { resourceMessages } from './resources.i18n';
import type { Row } from './define-resource';

type LooseInput = {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string | number>;
  quiet?: boolean;
};

/** `call` for an endpoint known only as an EndpointDef (the engine is generic over them). */
export const callEndpoint = (def: EndpointDef, input: LooseInput = {}): Promise<unknown> =>
  (call as (def: EndpointDef, input: LooseInput) => Promise<unknown>)(def, input);

export const listPage = async (
  def: EndpointDef,
  page: { pageNum: number; pageSize: number },
  body: Row,
): Promise<Paged<Row>> => {
  // Only what the endpoint declares: a whole-tree endpoint takes no page, a GET no body.
  const answer = (await callEndpoint(def, {
    ...(def.kind === 'paged' && def.query ? { query: page } : {}),
    ...(def.kind === 'paged' && def.params
      ? { params: { size: page.pageSize, page: page.pageNum } }
      : {}),
    ...(def.method !== 'GET' && def.body ? { body } : {}),
  })) as Partial<Paged<Row>> | Row[];
  // A list endpoint that answers a plain array (a whole tree) is one page.
  if (Array.isArray(answer))
    return {
      successful: true,
      status: 200,
      entities: answer,
      totalCount: answer.length,
      pageSize: answer.length || page.pageSize,
      currentPage: 1,
    };
  return {
    successful: true,
    status: 200,
    entities: answer.entities ?? [],
    totalCount: answer.totalCount ?? 0,
    pageSize: answer.pageSize ?? page.pageSize,
    currentPage: answer.currentPage ?? page.pageNum,
  };
};

/**
 * Whether the HTTP client already told the user (a toast or the logout dialog); then a list
 * failure adds nothing. It stays silent for 400 and for a 200 whose envelope says failed.
 */
const alreadyShown = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.kind === 'network' || (error.status ?? 0) > 400;

/**
 * The info text of a failed list (console.md §8): the server description, else the error-map
 * text for the status, else 'no data found'. Undefined when the client already showed one.
 */
export const listFailureText = (error: unknown): string | undefined => {
  if (alreadyShown(error)) return undefined;
  const apiError = error as ApiError;
  // The client falls back to its generic text when the server sent no description.
  const description =
    apiError.message && apiError.message !== i18n.t('http.rejected') ? apiError.message : undefined;
  return description ?? errorMapText(apiError.status) ?? textOf(resourceMessages)('noData');
};
