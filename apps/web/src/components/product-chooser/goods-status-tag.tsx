import { goodsStatusText, isOnSale } from '@retail/contract';
import type { Locale } from '@retail/contract';
import { CellTag } from '../list/row-cells';
import { currentLocale, useLocale } from '../../lib/i18n';

const statusTag = (status: number, locale: Locale) => (
  <CellTag colour={isOnSale(status) ? 'green' : 'default'} data-testid="goods-status">
    {goodsStatusText(status, locale)}
  </CellTag>
);

/** Goods status (console.md §4): 32 shows 出售中, any other value 下架. */
export const GoodsStatusTag = ({ status }: { status: number }) => statusTag(status, useLocale());

/**
 * The same as a list's cell, in the current language without a subscription of its own: the
 * list draws its cells again when the language changes (its columns change with it).
 */
export const goodsStatusCell = (value: unknown) => statusTag(Number(value), currentLocale());

/** That cell's text alone (a long list scrolling fast draws it instead of the tag). */
export const goodsStatusCellText = (value: unknown): string =>
  goodsStatusText(Number(value), currentLocale());
