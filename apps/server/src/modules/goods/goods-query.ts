import type { GoodsFilter } from '@retail/contract';
import type { Expression, SqlBool } from 'kysely';

/** What a goods list asks: the contract's filter, and what other modules add to it. */
export type GoodsQuery = GoodsFilter & {
  /** "Has a price at this store", built by the price module. */
  atStore?: Expression<SqlBool> | undefined;
};
