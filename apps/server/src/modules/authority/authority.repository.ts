import type { Db } from '../../db/database';
import type { Authority, AuthorityTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';

/** The global authority tree, and which roles grant which node. */
export const createAuthorityRepository = (db: Db) => ({
  all: (): Promise<Authority[]> =>
    db.selectFrom('authority').selectAll().orderBy('sort').orderBy('id').execute(),

  findById: (id: number): Promise<Authority | undefined> =>
    db.selectFrom('authority').selectAll().where('id', '=', id).executeTakeFirst(),

  findByCode: (code: string): Promise<Authority | undefined> =>
    db.selectFrom('authority').selectAll().where('code', '=', code).executeTakeFirst(),

  byIds: (ids: readonly number[]): Promise<Authority[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('authority')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),

  byCodes: (codes: readonly string[]): Promise<Authority[]> =>
    codes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('authority')
          .selectAll()
          .where('code', 'in', [...codes])
          .orderBy('sort')
          .orderBy('id')
          .execute(),

  countChildren: async (id: number): Promise<number> => {
    const row = await db
      .selectFrom('authority')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('parentId', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  insert: (values: Insertable<AuthorityTable>): Promise<Authority> =>
    db.insertInto('authority').values(values).returningAll().executeTakeFirstOrThrow(),

  update: (id: number, values: Updateable<AuthorityTable>): Promise<Authority> =>
    db
      .updateTable('authority')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Grants the node to every role the user holds (the creator of a node holds it). */
  grantToRolesOfUser: async (authorityId: number, userId: number): Promise<void> => {
    await db
      .insertInto('roleAuthority')
      .columns(['roleId', 'authorityId'])
      .expression((eb) =>
        eb
          .selectFrom('userRole')
          .select((inner) => ['userRole.roleId', inner.val(authorityId).as('authorityId')])
          .where('userRole.userId', '=', userId),
      )
      .execute();
  },

  /** Removes the node and every grant of it. */
  remove: async (id: number): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('roleAuthority').where('authorityId', '=', id).execute();
      await trx.deleteFrom('authority').where('id', '=', id).execute();
    });
  },
});

export type AuthorityRepository = ReturnType<typeof createAuthorityRepository>;
