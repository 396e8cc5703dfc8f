import type { Kysely } from 'kysely';
import { formatDateTime } from '../../lib/date-time';
import { scopeOf, type Scope } from '../../scope/scope';
import type { Database, Organ, OrganType } from '../schema';

type Db = Kysely<Database>;

export const SEED_AUTHOR = 'system';

const created = (nowMs: number) => {
  const date = formatDateTime(nowMs);
  return { createBy: SEED_AUTHOR, createDate: date, updateBy: SEED_AUTHOR, updateDate: date };
};

/** The ownership and audit fields of a demo record owned by `organ`. */
export const seedOwner = (organ: Organ, nowMs: number) => ({
  tenantId: organ.tenantId,
  organId: organ.id,
  organPath: organ.organPath,
  ...created(nowMs),
});

/**
 * The organisation named `organName` under `parent` (the platform when parent is null),
 * created when missing. Its path extends the parent's with its own id.
 */
export const ensureOrgan = async (
  db: Db,
  parent: Organ | null,
  organName: string,
  type: OrganType,
  nowMs: number,
): Promise<Organ> => {
  const siblings = db.selectFrom('organ');
  const existing = await (
    parent
      ? siblings.selectAll().where('parentId', '=', parent.id).where('organName', '=', organName)
      : // There is one platform, whatever it has been renamed to.
        siblings.selectAll().where('parentId', 'is', null).where('type', '=', 0)
  )
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing;
  const count = await (
    parent ? siblings.where('parentId', '=', parent.id) : siblings.where('parentId', 'is', null)
  )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  // The path and the tenant need the new id: insert, then complete the row.
  const { id } = await db
    .insertInto('organ')
    .values({
      parentId: parent?.id ?? null,
      organName,
      organPath: '',
      type,
      tenantId: 0,
      organId: 0,
      sort: Number(count.count) + 1,
      remark: null,
      ...created(nowMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organPath = `${parent?.organPath ?? '/'}${id}/`;
  // Platform and tenants are their own tenant; organisations belong to their parent's tenant.
  const tenantId = type === 2 && parent ? parent.tenantId : id;
  return db
    .updateTable('organ')
    .set({ organPath, tenantId, organId: id })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** The role `code` of the organisation's tenant, created when missing. */
export const ensureRole = async (
  db: Db,
  owner: Organ,
  code: string,
  name: string,
  nowMs: number,
): Promise<number> => {
  const existing = await db
    .selectFrom('role')
    .select('id')
    .where('tenantId', '=', owner.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('role')
    .values({
      name,
      code,
      tenantId: owner.tenantId,
      organId: owner.id,
      organPath: owner.organPath,
      ...created(nowMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Gives the role exactly the authorities with these codes (adds the missing, drops the others). */
export const grantExactly = async (db: Db, roleId: number, codes: string[]): Promise<void> => {
  const wanted = codes.length
    ? await db.selectFrom('authority').select('id').where('code', 'in', codes).execute()
    : [];
  const wantedIds = new Set(wanted.map((row) => row.id));
  const current = await db
    .selectFrom('roleAuthority')
    .select('authorityId')
    .where('roleId', '=', roleId)
    .execute();
  const currentIds = new Set(current.map((row) => row.authorityId));
  const missing = [...wantedIds].filter((id) => !currentIds.has(id));
  const extra = [...currentIds].filter((id) => !wantedIds.has(id));
  if (missing.length) {
    await db
      .insertInto('roleAuthority')
      .values(missing.map((authorityId) => ({ roleId, authorityId })))
      .execute();
  }
  if (extra.length) {
    await db
      .deleteFrom('roleAuthority')
      .where('roleId', '=', roleId)
      .where('authorityId', 'in', extra)
      .execute();
  }
};

export type SeedUser = { userName: string; name: string; organ: Organ; roleId: number };

/**
 * Creates the user when missing (its password is hashed only then) and makes sure it holds
 * the role. An existing user keeps its password. Returns whether it was created.
 */
export const ensureUser = async (
  db: Db,
  user: SeedUser,
  passwordHash: () => Promise<string>,
  nowMs: number,
): Promise<boolean> => {
  const existing = await db
    .selectFrom('user')
    .select('id')
    .where('userName', '=', user.userName)
    .executeTakeFirst();
  let userId = existing?.id;
  if (userId === undefined) {
    const row = await db
      .insertInto('user')
      .values({
        userName: user.userName,
        passwordHash: await passwordHash(),
        name: user.name,
        avatar: null,
        introduction: null,
        enabled: 1,
        tenantId: user.organ.tenantId,
        organId: user.organ.id,
        organPath: user.organ.organPath,
        ...created(nowMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  }
  const linked = await db
    .selectFrom('userRole')
    .select('roleId')
    .where('userId', '=', userId)
    .where('roleId', '=', user.roleId)
    .executeTakeFirst();
  if (!linked) await db.insertInto('userRole').values({ userId, roleId: user.roleId }).execute();
  return existing === undefined;
};

/**
 * A demo user's scope with every authority, as if they were signed in: demo data is made
 * through the services, with their checks, as that user's clicks would make it.
 */
export const seedScopeOf = async (
  db: Db,
  userName: string,
  nowMs: number,
): Promise<Scope | undefined> => {
  const user = await db
    .selectFrom('user')
    .innerJoin('organ', 'organ.id', 'user.organId')
    .select(['user.id', 'user.userName', 'user.tenantId', 'user.organId', 'organ.organPath'])
    .where('user.userName', '=', userName)
    .executeTakeFirst();
  if (!user) return undefined;
  const codes = await db.selectFrom('authority').select('code').execute();
  return scopeOf(
    {
      userId: user.id,
      userName: user.userName,
      tenantId: user.tenantId,
      organId: user.organId,
      organPath: user.organPath,
      roles: [],
      authorityCodes: new Set(codes.map((row) => row.code)),
      jti: 'seed',
    },
    nowMs,
  );
};
