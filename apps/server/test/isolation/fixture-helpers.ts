import type { Organ } from '../../src/db/schema';
import type { FilePart } from '../support/multipart';

// The shapes and request builders of the isolation fixtures, shared by the hand-written entries
// (fixtures.ts) and the ones generated from the resource registry (registry-fixtures.ts).

export type Row = { id: number } & Record<string, unknown>;

/** What a row recipe gets: the owner organisation, its marker, rows already made for it. */
export type RowContext = {
  /** `iso-B1` ...: put it in a text column, so that a leak of the row shows in any answer. */
  marker: string;
  organ: Organ;
  /** Rows of the tables listed before this one, of the same organisation. */
  rows: Record<string, Row>;
  /** A short random string for unique columns. */
  unique: string;
};

/** The record an endpoint is pointed at: it belongs to someone outside the caller's scope. */
export type Target = {
  organ: Organ;
  tenantId: number;
  marker: string;
  /** The target's row of the endpoint's `owned` table (the user row for `self` endpoints). */
  row: Row;
  /** The target organisation's row of every owned table (`organ` is the organisation). */
  rows: Record<string, Row>;
};

export type FixtureRequest = {
  query?: Record<string, string | number | boolean>;
  /** A multipart upload instead of a JSON body. */
  multipart?: { fields: Record<string, string | number>; file?: FilePart };
  params?: Record<string, string | number>;
  body?: unknown;
};

export type EndpointFixture = {
  request: (target: Target) => FixtureRequest;
  /**
   * `nothing` (default): 404, or a 200 whose answer is empty. `own-data`: a 200 may carry the
   * caller's own data (never any of the target's), e.g. lists that ignore a foreign filter.
   */
  answer?: 'nothing' | 'own-data';
};

const PAGE = { pageSize: 20, pageNum: 1 };

/** The owner fields a client sends with a record, all naming the target. */
export const ownerOf = ({ organ, tenantId }: Target) => ({
  tenantId,
  organId: organ.id,
  organPath: organ.organPath,
});

/** DELETE ?id=<target row>. */
export const removeById: EndpointFixture = { request: ({ row }) => ({ query: { id: row.id } }) };

/** PATCH with the target row's id (and owner fields naming the target). */
export const editById = (body: (target: Target) => Record<string, unknown>): EndpointFixture => ({
  request: (target) => ({ body: { ...ownerOf(target), ...body(target), id: target.row.id } }),
});

/** PATCH without id (create) for the target's organisation: must be refused, not created. */
export const createFor = (body: (target: Target) => Record<string, unknown>): EndpointFixture => ({
  request: (target) => ({ body: { ...body(target), ...ownerOf(target) } }),
});

/** A list (POST, page in the query) filtered on the target's tenant and organisation. */
export const listFilter = (
  extra: (target: Target) => Record<string, unknown> = () => ({}),
): EndpointFixture => ({
  request: (target) => ({
    query: PAGE,
    body: { ...ownerOf(target), organIds: [target.organ.id], ...extra(target) },
  }),
});

/** The same with the page in the path (`/list/:size/:page`). */
export const listFilterInPath = (
  extra: (target: Target) => Record<string, unknown> = () => ({}),
): EndpointFixture => ({
  request: (target) => ({
    params: { size: 20, page: 1 },
    body: { ...ownerOf(target), organIds: [target.organ.id], ...extra(target) },
  }),
});
