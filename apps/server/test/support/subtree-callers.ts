import { sql } from 'kysely';
import { ensureUser } from '../../src/db/seed/seed-helpers';
import { hashPassword } from '../../src/lib/password';
import { untyped } from '../../src/scope/scoped-db';
import { callAs, organIdOf, roleIdOf, startDemoApp } from './admin-calls';
import { expectStatus, type TestApp, tokenFor } from './test-app';

// The demo app with four callers of one tenant's tree, for list tests that compare what each
// sees with a plain read of the rows under its organisation: the tenant's administrator, one at
// a deepest organisation, the tenant's administrator narrowed to a branch, and the platform with
// the tenant picked.

export type Organ = { id: number; tenantId: number; organPath: string };
export type Caller = { token: string; at: Organ; body: Record<string, unknown> };
export type CallerName = 'tenant' | 'deep' | 'narrowed' | 'platform';

export type SubtreeCallers = {
  t: TestApp;
  /** Sunrise's root, a branch, a kiosk below it and another branch. */
  organs: readonly [retail: Organ, downtown: Organ, kiosk: Organ, uptown: Organ];
  callers: Record<CallerName, Caller>;
};

/** Starts the demo app and signs in the four callers (`userName` is the kiosk's new user). */
export const startWithSubtreeCallers = async (userName: string): Promise<SubtreeCallers> => {
  const demo = await startDemoApp();
  const { t } = demo;
  const organ = async (id: number): Promise<Organ> =>
    t.app.db
      .selectFrom('organ')
      .select(['id', 'tenantId', 'organPath'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const retail = await organ(demo.sunriseId);
  const downtown = await organ(await organIdOf(t, 'Sunrise Downtown'));
  const kiosk = await organ(await organIdOf(t, 'Sunrise Downtown Kiosk'));
  const uptown = await organ(await organIdOf(t, 'Sunrise Uptown'));
  const password = 'Kiosk#Pass1';
  await ensureUser(
    t.app.db,
    {
      userName,
      name: 'Kiosk lists',
      organ: kiosk as never,
      roleId: await roleIdOf(t, 'sunrise.admin', 'tenant-admin'),
    },
    () => hashPassword(password),
    Date.now(),
  );
  return {
    t,
    organs: [retail, downtown, kiosk, uptown],
    callers: {
      tenant: { token: demo.sunrise, at: retail, body: {} },
      deep: { token: await tokenFor(t, userName, password), at: kiosk, body: {} },
      narrowed: { token: demo.sunrise, at: downtown, body: { organId: downtown.id } },
      platform: { token: demo.admin, at: retail, body: { tenantId: retail.tenantId } },
    },
  };
};

/** Moves the Downtown branch (with its kiosk) under `parent`, in its tenant, as the platform. */
export const moveDowntown = async (
  { t, organs, callers }: SubtreeCallers,
  parent: { id: number; tenantId: number },
) => {
  const response = await callAs(t, callers.platform.token, 'PATCH', '/api/admin/organ/edit', {
    id: organs[1].id,
    tenantId: parent.tenantId,
    parentId: parent.id,
    organName: 'Sunrise Downtown',
  });
  expectStatus(response, 200, Infinity);
};

/** Audit log entries, one per owner in turn; `entry` gives each its own fields. */
export const insertAuditEntries = async (
  t: TestApp,
  owners: readonly Organ[],
  count: number,
  entry: (row: number) => { tableName: string; action: string; createBy?: string },
) => {
  for (let row = 0; row < count; row += 1) {
    const owner = owners[row % owners.length] as Organ;
    await untyped(t.app.db)
      .insertInto('auditLog')
      .values({
        tenantId: owner.tenantId,
        organId: owner.id,
        organPath: owner.organPath,
        recordId: row + 1,
        userId: 1,
        ...entry(row),
      })
      .execute();
  }
};

/** A customer search: texts the list's fields contain, and its status. */
export type CustomerSearch = Partial<Record<'name' | 'mobile' | 'nickname', string>> & {
  status?: number;
};

/** The customers under `at` that the search matches, newest first, from a plain read. */
export const customerIdsMatching = async (
  t: TestApp,
  at: Organ,
  search: CustomerSearch,
): Promise<number[]> => {
  type Customer = {
    id: number;
    name: string | null;
    mobile: string | null;
    nickname: string | null;
    status: number;
  };
  const { rows } = await sql<Customer>`select id, name, mobile, nickname, status from customer
    where tenant_id = ${at.tenantId} and organ_path like ${`${at.organPath}%`}
    order by id desc`.execute(t.app.db);
  const contains = (value: string | null, text: string | undefined) =>
    text === undefined || (value ?? '').toLowerCase().includes(text.toLowerCase());
  return rows
    .filter(
      (row) =>
        contains(row.name, search.name) &&
        contains(row.mobile, search.mobile) &&
        contains(row.nickname, search.nickname) &&
        (search.status === undefined || Number(row.status) === search.status),
    )
    .map((row) => Number(row.id));
};
