import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../lib/date-time';
import { hashPassword } from '../../lib/password';
import type { Database, Organ } from '../schema';
import { flattenAuthorityTree } from './authority-tree';
import { DEMO_ACCOUNTS, DEMO_TENANTS, type DemoOrgan } from './demo-accounts';
import { DEMO_TENANT_DICTIONARY, ensureDictionary, PLATFORM_DICTIONARY } from './dictionary-seed';
import { ensureOrgan, ensureRole, ensureUser, grantExactly, SEED_AUTHOR } from './seed-helpers';
import { ensureDemoStores } from './store-seed';
import { ensureDemoGoods } from './goods-seed';
import { ensureDemoSpecifications } from './specification-seed';
import { ADMIN_ROLE, ADMIN_USER_NAME, DEMO_ROLE_NAMES, roleAuthorityCodes } from './roles';

type Db = Kysely<Database>;

export const PLATFORM_NAME = 'Platform';

export type SeedOptions = {
  /** Password of the admin user when it is created; a random one when undefined. */
  adminPassword: string | undefined;
  demo: boolean;
  nowMs: number;
};

export type SeedReport = {
  /** Set only when the admin user was created now with a random password: print it once. */
  generatedAdminPassword: string | undefined;
  adminCreated: boolean;
  demo: boolean;
};

/** Inserts missing authorities and brings existing ones in line with the tree (matched by code). */
export const syncAuthorities = async (db: Db, nowMs: number): Promise<void> => {
  const existing = new Map(
    (await db.selectFrom('authority').selectAll().execute()).map((row) => [row.code, row] as const),
  );
  const date = formatDateTime(nowMs);
  for (const node of flattenAuthorityTree()) {
    const parentId = node.parentCode === null ? null : (existing.get(node.parentCode)?.id ?? null);
    const wanted = {
      parentId,
      name: node.name,
      icon: node.icon,
      url: node.url,
      type: node.type,
      sort: node.sort,
      hidden: node.hidden ? 1 : 0,
    };
    const row = existing.get(node.code);
    if (!row) {
      const inserted = await db
        .insertInto('authority')
        .values({
          ...wanted,
          code: node.code,
          createBy: SEED_AUTHOR,
          createDate: date,
          updateBy: SEED_AUTHOR,
          updateDate: date,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      existing.set(node.code, inserted);
      continue;
    }
    const changed = (Object.keys(wanted) as Array<keyof typeof wanted>).some(
      (key) => row[key] !== wanted[key],
    );
    // A node someone has edited through the API keeps their changes.
    if (changed && row.updateBy === SEED_AUTHOR) {
      await db
        .updateTable('authority')
        .set({ ...wanted, updateBy: SEED_AUTHOR, updateDate: date })
        .where('id', '=', row.id)
        .execute();
    }
  }
};

const ensureDemoOrgans = async (
  db: Db,
  parent: Organ,
  organs: DemoOrgan[],
  nowMs: number,
  byName: Map<string, Organ>,
) => {
  for (const demo of organs) {
    const organ = await ensureOrgan(db, parent, demo.name, 2, nowMs);
    byName.set(demo.name, organ);
    await ensureDemoOrgans(db, organ, demo.children, nowMs, byName);
  }
};

/** Two tenants with their organisations, roles and accounts (see demo-accounts.ts). */
const seedDemo = async (db: Db, platform: Organ, nowMs: number): Promise<void> => {
  const byName = new Map<string, Organ>();
  for (const tenant of DEMO_TENANTS) {
    const organ = await ensureOrgan(db, platform, tenant.name, 1, nowMs);
    byName.set(tenant.name, organ);
    if (tenant === DEMO_TENANTS[0])
      await ensureDictionary(db, organ, DEMO_TENANT_DICTIONARY, nowMs);
    await ensureDemoOrgans(db, organ, tenant.organs, nowMs, byName);
  }
  for (const account of DEMO_ACCOUNTS) {
    const tenant = byName.get(account.tenant);
    const organ = byName.get(account.organ);
    if (!tenant || !organ)
      throw new Error(`Demo account ${account.userName} names an unknown organisation`);
    const roleId = await ensureRole(db, tenant, account.role, DEMO_ROLE_NAMES[account.role], nowMs);
    await grantExactly(db, roleId, roleAuthorityCodes[account.role]());
    await ensureUser(
      db,
      { userName: account.userName, name: account.name, organ, roleId },
      () => hashPassword(account.password),
      nowMs,
    );
  }
  await ensureDemoStores(db, byName, nowMs);
  await ensureDemoGoods(db, byName, nowMs);
  await ensureDemoSpecifications(db, byName, nowMs);
};

/**
 * Idempotent start-up data: the platform organisation, the authority tree, the admin role
 * with every authority and the admin user; with `demo`, the demo tenants and accounts.
 */
export const seedDatabase = async (db: Db, options: SeedOptions): Promise<SeedReport> =>
  db.transaction().execute(async (trx) => {
    const { nowMs } = options;
    const platform = await ensureOrgan(trx, null, PLATFORM_NAME, 0, nowMs);
    await syncAuthorities(trx, nowMs);
    const adminRoleId = await ensureRole(trx, platform, ADMIN_ROLE.code, ADMIN_ROLE.name, nowMs);
    // The platform administrator holds every authority, also nodes added through the API.
    const everyAuthority = await trx.selectFrom('authority').select('code').execute();
    const everyCode = everyAuthority.map((row) => row.code);
    await grantExactly(trx, adminRoleId, everyCode);
    await ensureDictionary(trx, platform, PLATFORM_DICTIONARY, nowMs);
    const generated =
      options.adminPassword === undefined ? randomBytes(12).toString('base64url') : undefined;
    const adminCreated = await ensureUser(
      trx,
      { userName: ADMIN_USER_NAME, name: 'Administrator', organ: platform, roleId: adminRoleId },
      () => hashPassword(options.adminPassword ?? generated ?? ''),
      nowMs,
    );
    if (options.demo) await seedDemo(trx, platform, nowMs);
    return {
      generatedAdminPassword: adminCreated ? generated : undefined,
      adminCreated,
      demo: options.demo,
    };
  });
