import type { Migration } from 'kysely';
import { sanitizeRichText } from '../../lib/rich-text';
import type { AnyDb } from './columns';

const BATCH = 500;

/**
 * Goods descriptions written before the server cleaned rich text on write are cleaned now, with
 * the same policy (lib/rich-text.ts). Only rows whose text changes are written; cleaning clean
 * text changes nothing, so running it again does nothing.
 */
export const cleanGoodsDescriptions = (): Migration => ({
  async up(db: AnyDb) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom('goods')
        .select(['id', 'goods_describe as goodsDescribe'])
        .where('id', '>', after)
        .where('goods_describe', 'is not', null)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as Array<{ id: number; goodsDescribe: string }>;
      if (rows.length === 0) return;
      for (const row of rows) {
        const clean = sanitizeRichText(row.goodsDescribe);
        if (clean !== row.goodsDescribe)
          await db
            .updateTable('goods')
            .set({ goods_describe: clean })
            .where('id', '=', row.id)
            .execute();
      }
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
  async down() {
    // The text that was removed is not kept: nothing to undo.
  },
});
