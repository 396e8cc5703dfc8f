import type { Scope } from '../src/scope/scope';
import type { TestApp } from './support/test-app';

// The views the goods list's PostgreSQL tests read as: demo organisations at each depth of the
// first tenant, one of the second tenant, and the platform admin's.

export type ViewOrgan = { id: number; tenantId: number; organPath: string };

/** The tenant's root, an organisation with one below it, that one, a sibling, another tenant. */
export const VIEW_ORGANS = [
  'Sunrise Retail',
  'Sunrise Downtown',
  'Sunrise Downtown Kiosk',
  'Sunrise Uptown',
  'Harbour Mart',
] as const;

/** Each of VIEW_ORGANS by name, and the platform admin's organisation. */
export const viewOrgansOf = async (t: TestApp) => {
  const organs = new Map<string, ViewOrgan>();
  for (const organName of VIEW_ORGANS) {
    const row = await t.app.db
      .selectFrom('organ')
      .select(['id', 'tenantId', 'organPath'])
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow();
    organs.set(organName, {
      id: Number(row.id),
      tenantId: Number(row.tenantId),
      organPath: row.organPath,
    });
  }
  const admin = await t.app.db
    .selectFrom('user')
    .innerJoin('organ', 'organ.id', 'user.organId')
    .select(['organ.id', 'organ.tenantId', 'organ.organPath'])
    .where('user.userName', '=', 'admin')
    .executeTakeFirstOrThrow();
  const platform: ViewOrgan = {
    id: Number(admin.id),
    tenantId: Number(admin.tenantId),
    organPath: admin.organPath,
  };
  return { organs, platform };
};

/** A caller at `organ` (the list is called directly: no authorities needed). */
export const scopeAt = (organ: ViewOrgan, userName: string, isPlatform = false): Scope => ({
  userId: 1,
  userName,
  tenantId: organ.tenantId,
  organId: organ.id,
  organPath: organ.organPath,
  platform: isPlatform,
  authorityCodes: new Set(),
  nowMs: Date.now(),
});

/** Every goods as its owner reads it (no wall), newest first. */
export const everyGoodsOf = async (t: TestApp) =>
  (
    await t.app.db
      .selectFrom('goods')
      .select(['id', 'goodsName', 'tenantId', 'organPath', 'status'])
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    name: row.goodsName,
    tenantId: Number(row.tenantId),
    organPath: row.organPath,
    status: Number(row.status),
  }));

/** The platform's view and each organisation's, labelled, as `scopeAt` makes them. */
export const viewsOf = (
  { organs, platform }: { organs: Map<string, ViewOrgan>; platform: ViewOrgan },
  scopeOf: (organ: ViewOrgan, isPlatform?: boolean) => Scope,
) => [
  { label: 'the platform', scope: scopeOf(platform, true) },
  ...[...organs.entries()].map(([label, organ]) => ({ label, scope: scopeOf(organ) })),
];
