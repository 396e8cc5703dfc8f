import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';

/**
 * Goods and storefront categories on the resource registry (issue 13): their icon is a picture
 * field, a path or URL of up to 500 characters like every other picture, so the column that held
 * 255 is widened (SQLite does not enforce a text's length); the storefront categories' status is
 * a filter of their screen, served by an index.
 */
export const categoryIcons = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres')
      for (const table of ['goods_type', 'front_goods_type'])
        await db.schema
          .alterTable(table)
          .alterColumn('icon', (column) => column.setDataType('varchar(500)'))
          .execute();
    await createIndexes(db, 'front_goods_type', [['enable']]);
  },
});
