import { PAGE_SIZE_MAX, PAGE_SIZE_OPTIONS, type EndpointDef, type Paged } from '@retail/contract';
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

/**
 * The page sizes of a resource list: console.md §9's, then 1,000 and 10,000 rows on one screen.
 * A size above the server's PAGE_SIZE_MAX (a multiple of it) is fetched as that many
 * consecutive server pages (`listPage`); the table draws only the rows in view.
 */
export const LIST_PAGE_SIZES = [...PAGE_SIZE_OPTIONS, 1_000, 10_000] as const;
/** How many server pages of a large page are asked for at once. */
const PARTS_AT_ONCE = 4;

const listServerPage = async (
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
    ...(answer.totalCountCapped ? { totalCountCapped: true } : {}),
    pageSize: answer.pageSize ?? page.pageSize,
    currentPage: answer.currentPage ?? page.pageNum,
  };
};

/**
 * One page of a list. A page larger than the server serves is read as consecutive server pages
 * of PAGE_SIZE_MAX (the first one says the total, so no call asks past the end) and joined;
 * rows are not repeated if the list changed between two calls.
 */
export const listPage = async (
  def: EndpointDef,
  page: { pageNum: number; pageSize: number },
  body: Row,
  rowKey = 'id',
): Promise<Paged<Row>> => {
  const paged = def.kind === 'paged' && Boolean(def.query ?? def.params);
  if (!paged || page.pageSize <= PAGE_SIZE_MAX) return listServerPage(def, page, body);
  const parts = Math.ceil(page.pageSize / PAGE_SIZE_MAX);
  const firstPart = (page.pageNum - 1) * parts + 1;
  const part = (pageNum: number) => listServerPage(def, { pageNum, pageSize: PAGE_SIZE_MAX }, body);
  const first = await part(firstPart);
  const left = Math.ceil((first.totalCount - firstPart * PAGE_SIZE_MAX) / PAGE_SIZE_MAX);
  const rest = Array.from(
    { length: Math.max(0, Math.min(parts - 1, left)) },
    (_, i) => firstPart + 1 + i,
  );
  const pages = [first];
  for (let at = 0; at < rest.length; at += PARTS_AT_ONCE)
    pages.push(...(await Promise.all(rest.slice(at, at + PARTS_AT_ONCE).map(part))));
  const seen = new Set<unknown>();
  const entities = pages
    .flatMap((answer) => answer.entities)
    .filter((row) => {
      const key = row[rowKey];
      if (key === undefined) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ...first, entities, pageSize: page.pageSize, currentPage: page.pageNum };
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
