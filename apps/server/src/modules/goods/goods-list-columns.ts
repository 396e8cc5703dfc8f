import { type Selectable, sql } from 'kysely';
import type { GoodsTable } from '../../db/schema-goods';

// The goods lists' columns and rows (goods-list-reads.ts, goods.repository.ts).

/** The list columns: everything but the (possibly large) rich-text description. */
export const LIST_COLUMNS = [
  'goods.id',
  'goods.goodsName',
  'goods.goodsCode',
  'goods.goodsTypeId',
  'goods.brandId',
  'goods.goodsImg',
  'goods.status',
  'goods.remark',
  'goods.tenantId',
  'goods.organId',
  'goods.organPath',
  'goods.createBy',
  'goods.createDate',
  'goods.updateBy',
  'goods.updateDate',
] as const;

/** The row keys of LIST_COLUMNS, in their order. */
const LIST_KEYS = LIST_COLUMNS.map((column) => column.slice('goods.'.length));

/** A row read as values (ReadNow), in LIST_COLUMNS' order, as the query builder names it. */
export const listRowOf = (values: readonly unknown[]): GoodsRow => {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < LIST_KEYS.length; index += 1)
    row[LIST_KEYS[index] ?? ''] = values[index];
  return row as GoodsRow;
};

/** LIST_COLUMNS as SQL (snake_case, as the CamelCase plugin names them). */
export const LIST_SQL = sql.raw(
  LIST_COLUMNS.map((column) => {
    const [table, name = ''] = column.split('.');
    return `"${table}"."${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`;
  }).join(', '),
);

export type GoodsRow = Omit<Selectable<GoodsTable>, 'goodsDescribe'>;
