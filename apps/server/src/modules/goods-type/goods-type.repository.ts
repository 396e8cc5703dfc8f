import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { readTenantWide, scoped } from '../../scope/scoped-db';

export type TreeTable = 'goodsType' | 'frontGoodsType';

/** Parent links of the category trees. */
export const createGoodsTypeRepository = (db: Db) => ({
  /**
   * Parent of every node of the caller's tenant (ids only): a move is checked against the whole
   * tree, also the parts below the caller's organisation that the caller cannot open.
   */
  parents: async (scope: Scope, table: TreeTable): Promise<Map<number, number | null>> => {
    const rows = await readTenantWide(db, scope, (view) =>
      scoped(db, scope, view).selectFrom(table).select(['id', 'parentId']).execute(),
    );
    return new Map(rows.map((row) => [row.id, row.parentId]));
  },

  /** Whether any node (anyone's: a child blocks the remove) hangs below this one. */
  hasChildren: async (table: TreeTable, id: number): Promise<boolean> => {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('parentId', '=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
});
