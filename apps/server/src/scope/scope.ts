import { formatDateTime } from '../lib/date-time';
import type { Identity } from '../lib/identity';

/**
 * The caller's data scope, derived from the authenticated identity alone (never from request
 * headers). Every owned row the caller may see has an `organPath` at or below `organPath`;
 * tenant staff additionally only ever see rows of their own `tenantId`.
 */
export type Scope = {
  userId: number;
  userName: string;
  tenantId: number;
  organId: number;
  organPath: string;
  /** Platform staff work across tenants; tenant staff never can. */
  platform: boolean;
  authorityCodes: ReadonlySet<string>;
  /** Request time (epoch ms): every audit stamp of one request agrees. */
  nowMs: number;
};

/** The owner columns of an owned row. */
export type Owner = { tenantId: number; organId: number; organPath: string };

/** Id of the root of a path ('/1/12/57/' → 1): the platform organisation. */
const rootIdOf = (organPath: string): number =>
  // Without split(): this runs on every call and an array per call showed in profiles.
  Number(organPath.slice(1, organPath.indexOf('/', 1)));

/**
 * The platform is the root organisation and its own tenant, so platform staff are exactly
 * the users whose tenant is the root of their path; a tenant's users have the tenant's id.
 */
export const scopeOf = (identity: Identity, nowMs: number): Scope => ({
  userId: identity.userId,
  userName: identity.userName,
  tenantId: identity.tenantId,
  organId: identity.organId,
  organPath: identity.organPath,
  platform: identity.tenantId === rootIdOf(identity.organPath),
  authorityCodes: identity.authorityCodes,
  nowMs,
});

/**
 * Half-open bounds of every path at or below `organPath`: '/1/5/' → ['/1/5/', '/1/50'].
 * '0' follows '/' in byte order, so the range is exactly the prefix match, and an index on
 * the column serves it (a LIKE would not, on PostgreSQL with a non-C collation).
 */
export const subtreeRange = (organPath: string): readonly [string, string] => [
  organPath,
  `${organPath.slice(0, -1)}0`,
];

export const isAtOrBelow = (organPath: string, ancestorPath: string): boolean =>
  organPath.startsWith(ancestorPath);

let filtersBypassed = false;

/**
 * Tests only: the scope layer lets every row through (its conditions and `canSee`), so that
 * the isolation suite proves the row-level security wall alone (`ISOLATION_WALL=rls`, on
 * PostgreSQL; scope/row-security.ts). Nothing in the server calls it.
 */
export const bypassScopeFiltersForTesting = (bypassed: boolean): void => {
  filtersBypassed = bypassed;
};

export const scopeFiltersBypassed = (): boolean => filtersBypassed;

/** Whether a row with this owner exists for the caller. */
export const canSee = (scope: Scope, owner: Pick<Owner, 'tenantId' | 'organPath'>): boolean =>
  filtersBypassed ||
  ((scope.platform || owner.tenantId === scope.tenantId) &&
    isAtOrBelow(owner.organPath, scope.organPath));

/**
 * Path of the caller's tenant's root organisation: tenants sit directly under the platform, so
 * it is the path's second level (platform staff: their own path).
 */
export const tenantRootPathOf = (scope: Scope): string =>
  scope.platform ? scope.organPath : `/${scope.organPath.split('/').slice(1, 3).join('/')}/`;

/** The caller's own organisation as an owner. */
export const ownerOf = (scope: Scope): Owner => ({
  tenantId: scope.tenantId,
  organId: scope.organId,
  organPath: scope.organPath,
});

export type AuditFields = {
  createBy: string;
  createDate: string;
  updateBy: string;
  updateDate: string;
};

export const createdStamp = (scope: Scope): AuditFields => {
  const date = formatDateTime(scope.nowMs);
  return { createBy: scope.userName, createDate: date, updateBy: scope.userName, updateDate: date };
};

export const updatedStamp = (scope: Scope): Pick<AuditFields, 'updateBy' | 'updateDate'> => ({
  updateBy: scope.userName,
  updateDate: formatDateTime(scope.nowMs),
});
