import type { Resource } from '@retail/contract';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { type Scope, tenantRootPathOf } from '../scope/scope';
import {
  findOwnedOr404,
  type OwnedTable,
  resolveOwner,
  type ScopeView,
  viewOf,
} from '../scope/scoped-db';

// The scope kinds whose rows are shared above the organisation that owns them
// (packages/contract/src/registry/define-resource.ts, ScopeKind):
// - `tenant`: rows of the tenant's root organisation, read by every user of the tenant;
// - `platform`: rows of the platform organisation, read by every user of every tenant.
// Reads add the sharing organisation's own rows to the caller's scope (`alsoAt`, which
// PostgreSQL's row-level wall lets through as rows of an organisation above the caller's);
// writes stay inside the caller's scope, so a row the caller reads but may not write is a 404
// like any other, and a new row goes to the sharing organisation or is refused (403).

type Kind = Resource['scope'];

/** The platform organisation's path: the root of every path ('/1/12/' → '/1/'). */
const platformPathOf = (scope: Scope): string => `/${scope.organPath.split('/')[1]}/`;

/** The organisation above the caller whose rows a resource of this kind shares with them. */
const sharedPathOf = (kind: Kind, scope: Scope): string | undefined => {
  if (scope.platform) return undefined;
  if (kind === 'tenant') return tenantRootPathOf(scope);
  if (kind === 'platform') return platformPathOf(scope);
  return undefined;
};

/**
 * What the caller reads of a resource: `view` (their scope, or a list's narrowing of it) and,
 * when it names no organisation of its own, the shared rows of the tenant or the platform.
 */
export const sharedReadView = (kind: Kind, scope: Scope, view: ScopeView = viewOf(scope)) => {
  const shared = sharedPathOf(kind, scope);
  const whole = view.organPath === scope.organPath && !view.organIds && !view.empty;
  return shared && shared !== scope.organPath && whole ? { ...view, alsoAt: [shared] } : view;
};

/** The row with this id when the caller may read it (shared rows included), else 404. */
export const findReadableOr404 = (
  db: Db,
  resource: Resource,
  scope: Scope,
  table: OwnedTable,
  id: number,
) => {
  const view = sharedReadView(resource.scope, scope);
  return findOwnedOr404(db, scope, table, id, view);
};

/** Whether the caller may add rows of this kind at all. */
const mayAdd = (kind: Kind, scope: Scope): boolean => {
  if (kind === 'platform') return scope.platform;
  if (kind === 'tenant') return scope.platform || scope.organPath === tenantRootPathOf(scope);
  return true;
};

/**
 * The owner organisation of a shared row being written: the organisation the body names
 * (404 outside the caller's scope, as for every owned row), then the root of its tenant
 * (`tenant`) or the platform (`platform`). A caller who may not write the kind is refused
 * (403) before anything is written. Other kinds keep the body's organisation.
 */
export const sharedOwnerOf = async (
  db: Db,
  kind: Kind,
  scope: Scope,
  organId: number | undefined,
): Promise<number | undefined> => {
  if (kind !== 'tenant' && kind !== 'platform') return organId;
  const owner = await resolveOwner(db, scope, { organId });
  if (!mayAdd(kind, scope))
    throw new AppError(403, kind === 'platform' ? 'scope.platformWide' : 'scope.tenantWide');
  // A tenant's root organisation has the tenant's id; the platform is its own tenant.
  return kind === 'platform' ? Number(platformPathOf(scope).slice(1, -1)) : owner.tenantId;
};
