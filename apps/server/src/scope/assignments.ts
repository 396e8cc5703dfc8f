import type { Db } from '../db/database';
import type { Scope } from './scope';
import {
  findOwnedOr404,
  type OwnedTable,
  ownedInsert,
  resolveOwner,
  scopeCondition,
  untyped,
  viewOf,
} from './scoped-db';

/** One organisation that uses a record (goods/queryGoodsAssignee's answer). */
export type Assignee = { organId: number; organName: string | null; organPath: string };

type AssignmentConfig = {
  /** The assigned record's table (`goodsSpecificationGroup`). */
  target: OwnedTable;
  /** The assignment table: an owned row per organisation, its owner being that organisation. */
  table: OwnedTable;
  /** The assignment table's column naming the target (`groupId`). */
  key: string;
};

/**
 * "Which organisations use this record", with the semantics of goods/assign-2-organs: the
 * record and every named organisation must be in the caller's scope (404, nothing changes);
 * the caller's visible assignments become exactly the named ones, assignments to
 * organisations outside the caller's scope are not theirs to change and stay.
 */
export const createAssignments = (db: Db, config: AssignmentConfig) => {
  const { target, table, key } = config;

  const assignees = async (scope: Scope, id: number): Promise<Assignee[]> =>
    (await untyped(db)
      .selectFrom(`${table} as a`)
      .leftJoin('organ', 'organ.id', 'a.organId')
      .select(['a.organId', 'a.organPath', 'organ.organName as organName'])
      .where(`a.${key}`, '=', id)
      .where(scopeCondition(viewOf(scope), 'a'))
      .orderBy('a.organPath')
      .execute()) as Assignee[];

  return {
    assignees: async (scope: Scope, id: number): Promise<Assignee[]> => {
      await findOwnedOr404(db, scope, target, id);
      return assignees(scope, id);
    },

    assign: async (scope: Scope, id: number, organIds: readonly number[]): Promise<Assignee[]> => {
      await findOwnedOr404(db, scope, target, id);
      const unique = [...new Set(organIds)];
      for (const organId of unique) await resolveOwner(db, scope, { organId });
      await db.transaction().execute(async (trx) => {
        await untyped(trx)
          .deleteFrom(table)
          .where(key, '=', id)
          .where(scopeCondition(viewOf(scope)))
          .execute();
        for (const organId of unique)
          await ownedInsert(trx, scope, table, { organId, [key]: id } as never);
      });
      return assignees(scope, id);
    },
  };
};
