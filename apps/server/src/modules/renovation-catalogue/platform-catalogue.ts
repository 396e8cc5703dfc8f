import { AppError } from '../../lib/app-error';
import type { ResourceHooks, ResourceService } from '../../resources/resource.service';
import { withRowScope } from '../../scope/row-security';
import type { Scope } from '../../scope/scope';

// The platform's shared records (base themes, public templates): rows of the platform
// organisation, written by platform staff only and read by every tenant. The registry's scope
// kinds have no "platform-owned, tenant-readable" one, so this module gives those resources
// (a) reads through the scope of the platform tenant, whoever asks — the same scope layer,
// narrowed to the platform's own rows, so a tenant's rows in these tables are never shown to
// another tenant — and (b) a check refusing writes from anyone but platform staff. Writes and
// actions keep the caller's own scope: a tenant's staff cannot change a platform row (404).

/** The platform organisation's id: the root of every path ('/1/12/' → 1). */
const rootOf = (scope: Scope): number => Number(scope.organPath.split('/')[1]);

/** A read-only view of the platform tenant's rows, as the scope layer sees it. */
export const platformReaderOf = (scope: Scope): Scope => {
  const root = rootOf(scope);
  return { ...scope, platform: false, tenantId: root, organId: root, organPath: `/${root}/` };
};

/**
 * Runs a read of the platform's rows as their reader: the scope layer and PostgreSQL's
 * row-level wall (scope/row-security.ts) both see exactly the platform tenant's rows.
 */
export const readPlatformRows = <T>(
  scope: Scope,
  read: (reader: Scope) => Promise<T>,
): Promise<T> => {
  const reader = platformReaderOf(scope);
  return withRowScope(reader, () => read(reader));
};

/** Writes of platform records: platform staff only (403, nothing written). */
export const platformWritesOnly: ResourceHooks = {
  check: async (scope) => {
    if (!scope.platform) throw new AppError(403, 'renovation.platformOnly');
  },
};

type Filter = Parameters<ResourceService['list']>[1];

/** The tenant and organisation selectors mean nothing here: the platform's rows are one list. */
const unscoped = (filter: Filter): Filter => ({
  ...filter,
  tenantId: undefined,
  organId: undefined,
  organIds: undefined,
});

/** The service with reads of the platform's rows (list and every match) for every caller. */
export const withPlatformReads = <S extends ResourceService>(service: S): S => ({
  ...service,
  list: (scope, filter, page) =>
    readPlatformRows(scope, (reader) => service.list(reader, unscoped(filter), page)),
  all: (scope, filter) =>
    readPlatformRows(scope, (reader) => service.all(reader, unscoped(filter))),
});

/** The platform's shared resources with their reads replaced (Object.assign onto the services). */
export const platformCatalogueReads = <
  S extends Record<'renovationThemeBase' | 'renovationTemplatePublic', ResourceService>,
>(
  services: S,
) => ({
  renovationThemeBase: withPlatformReads(services.renovationThemeBase),
  renovationTemplatePublic: withPlatformReads(services.renovationTemplatePublic),
});
