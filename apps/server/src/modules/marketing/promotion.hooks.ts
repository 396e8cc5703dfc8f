import {
  CONDITION_TYPE,
  DISCOUNT_TYPE,
  moneyOf,
  PRODUCT_SCOPE,
  promotionFullReductionRuleResource,
  promotionMarkdownItemResource,
  type Resource,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';

// The rules of timed promotions on an edit (docs/marketing.md): a window that ends after it
// starts; a markdown's amount off below every store price of its goods; a full reduction's tiers
// that ask for something and give less than they ask; scope lines that name exactly what their
// parent's scope lists. Scheduling checks them again (activity.actions.ts): prices and the
// parent's condition may have changed since.

type Values = Record<string, unknown>;

/** The body's values as they will be stored: the declared default for what it leaves out. */
export const withDefaults = (resource: Resource, body: Values): Values =>
  Object.fromEntries(
    Object.entries(resource.fields).map(([name, spec]) => {
      const value = body[name];
      return [
        name,
        value === undefined || value === null || value === '' ? (spec.defaultValue ?? null) : value,
      ];
    }),
  );

/** A number, or null for nothing. */
export const numberOrNull = (value: unknown): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);

/** An activity's window: its end after its start. */
export const checkWindow = (values: Values) => {
  if (String(values.endTime ?? '') <= String(values.startTime ?? ''))
    throw new AppError(400, 'activity.endBeforeStart', { field: 'endTime' });
};

const windowHooks = (): ResourceHooks => ({
  check: async (_scope, body) => checkWindow(body),
});

/** The name of a goods (its id when it is gone). */
export const goodsNameOf = async (db: Db, goodsId: number): Promise<string> => {
  const row = (await untyped(db)
    .selectFrom('goods')
    .select('goodsName')
    .where('id', '=', goodsId)
    .executeTakeFirst()) as { goodsName: string } | undefined;
  return row?.goodsName ?? String(goodsId);
};

/** The name of a goods category (its id when it is gone). */
export const categoryNameOf = async (db: Db, goodsTypeId: number): Promise<string> => {
  const row = (await untyped(db)
    .selectFrom('goodsType')
    .select('name')
    .where('id', '=', goodsTypeId)
    .executeTakeFirst()) as { name: string } | undefined;
  return row?.name ?? String(goodsTypeId);
};

export type MarkdownItem = {
  goodsId: number;
  skuId: number | null;
  discountType: number;
  discountPrice: number;
};

/**
 * An amount off must stay below every store price of its goods (of its SKU, and the goods' own
 * prices that SKU sells at when it has none of its own): else 400 naming the goods and the price.
 */
export const checkMarkdownDepth = async (db: Db, item: MarkdownItem) => {
  if (item.discountType !== DISCOUNT_TYPE.amount) return;
  if (item.discountPrice <= 0)
    throw new AppError(400, 'coupon.discountMissing', { field: 'discountPrice' });
  let query = untyped(db)
    .selectFrom('goodsPrice')
    .select((eb) => eb.fn.min('priceCents').as('lowest'))
    .where('goodsId', '=', item.goodsId);
  if (item.skuId !== null) {
    const skuId = item.skuId;
    query = query.where((eb) => eb.or([eb('skuId', '=', skuId), eb('skuId', 'is', null)]));
  }
  const lowest = numberOrNull(
    ((await query.executeTakeFirst()) as { lowest: unknown } | undefined)?.lowest,
  );
  if (lowest !== null && item.discountPrice >= lowest)
    throw new AppError(400, 'activity.discountTooDeep', {
      field: 'discountPrice',
      values: { goods: await goodsNameOf(db, item.goodsId), price: moneyOf(lowest) },
    });
};

const markdownItemHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const values = withDefaults(promotionMarkdownItemResource as unknown as Resource, body);
    const item: MarkdownItem = {
      goodsId: Number(values.goodsId),
      skuId: numberOrNull(values.skuId),
      discountType: Number(values.discountType),
      discountPrice: Number(values.discountPrice),
    };
    if (item.skuId !== null) {
      const sku = (await untyped(db)
        .selectFrom('goodsSku')
        .select('goodsId')
        .where('id', '=', item.skuId)
        .executeTakeFirst()) as { goodsId: number } | undefined;
      if (sku?.goodsId !== item.goodsId)
        throw new AppError(400, 'field.unknownReference', { field: 'skuId' });
    }
    // The same goods (or SKU) listed twice in one markdown.
    let twin = untyped(db)
      .selectFrom('promotionMarkdownItem as i')
      .innerJoin('promotionMarkdown as m', 'm.id', 'i.markdownId')
      .select('m.name')
      .where('i.markdownId', '=', Number(values.markdownId))
      .where('i.goodsId', '=', item.goodsId)
      .where('i.skuId', item.skuId === null ? 'is' : '=', item.skuId);
    if (typeof body.id === 'number') twin = twin.where('i.id', '<>', body.id);
    const found = (await twin.executeTakeFirst()) as { name: string } | undefined;
    if (found)
      throw new AppError(400, 'activity.overlap', {
        field: 'goodsId',
        values: { goods: await goodsNameOf(db, item.goodsId), activity: found.name },
      });
    await checkMarkdownDepth(db, item);
  },
});

export type Tier = { limitPrice: number; limitCount: number; discountPrice: number };

/** A tier asks for something (an amount, or items) and gives less than an amount it asks. */
export const checkTier = (tier: Tier, conditionType: number) => {
  if (conditionType === CONDITION_TYPE.amount) {
    if (tier.limitPrice <= 0) throw new AppError(400, 'field.tooSmall', { field: 'limitPrice' });
    if (tier.discountPrice >= tier.limitPrice)
      throw new AppError(400, 'activity.tierTooDeep', {
        field: 'discountPrice',
        values: { price: moneyOf(tier.limitPrice) },
      });
  } else if (tier.limitCount < 1) {
    throw new AppError(400, 'field.tooSmall', { field: 'limitCount' });
  }
};

const tierHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const values = withDefaults(promotionFullReductionRuleResource as unknown as Resource, body);
    const parent = (await untyped(db)
      .selectFrom('promotionFullReduction')
      .select('conditionType')
      .where('id', '=', Number(values.reductionId))
      .executeTakeFirst()) as { conditionType: number } | undefined;
    checkTier(
      {
        limitPrice: Number(values.limitPrice),
        limitCount: Number(values.limitCount),
        discountPrice: Number(values.discountPrice),
      },
      Number(parent?.conditionType ?? CONDITION_TYPE.amount),
    );
  },
});

export type ScopeLine = { goodsId: number | null; goodsTypeId: number | null };

/**
 * A scope line names exactly the one thing its parent's scope lists: a goods for listed goods,
 * a category for listed categories (an all-goods parent lists nothing).
 */
export const checkScopeLine = (line: ScopeLine, productScope: number) => {
  if (productScope === PRODUCT_SCOPE.all)
    throw new AppError(400, 'activity.scopeAllGoods', { field: 'goodsId' });
  const wanted = productScope === PRODUCT_SCOPE.goods ? 'goodsId' : 'goodsTypeId';
  const other = wanted === 'goodsId' ? 'goodsTypeId' : 'goodsId';
  if (line[wanted] === null || line[other] !== null)
    throw new AppError(400, 'activity.scopeMismatch', { field: wanted });
};

/** The hooks of the scope lines of a parent with a `productScope` (full reductions, coupons). */
export const scopeLineHooks =
  (parentTable: 'promotionFullReduction' | 'couponTemplate', parentField: string) =>
  (db: Db): ResourceHooks => ({
    check: async (_scope, body) => {
      const parent = (await untyped(db)
        .selectFrom(parentTable)
        .select('productScope')
        .where('id', '=', Number(body[parentField]))
        .executeTakeFirst()) as { productScope: number } | undefined;
      const line = {
        goodsId: numberOrNull(body.goodsId),
        goodsTypeId: numberOrNull(body.goodsTypeId),
      };
      checkScopeLine(line, Number(parent?.productScope ?? PRODUCT_SCOPE.all));
      // The same goods or category listed twice.
      const [column, value] =
        line.goodsId !== null ? ['goodsId', line.goodsId] : ['goodsTypeId', line.goodsTypeId];
      let twin = untyped(db)
        .selectFrom(
          parentTable === 'couponTemplate' ? 'couponUsingRange' : ('promotionScope' as string),
        )
        .select('id')
        .where(parentField, '=', Number(body[parentField]))
        .where(column, '=', value);
      if (typeof body.id === 'number') twin = twin.where('id', '<>', body.id);
      if (await twin.executeTakeFirst())
        throw new AppError(400, 'field.taken', {
          field: column,
          values: {
            value:
              column === 'goodsId'
                ? await goodsNameOf(db, Number(value))
                : await categoryNameOf(db, Number(value)),
          },
        });
    },
  });

/** The hooks of timed promotions, by registry key. */
export const promotionHooks = {
  promotionMarkdown: (_db: Db) => windowHooks(),
  promotionMarkdownItem: markdownItemHooks,
  promotionFullReduction: (_db: Db) => windowHooks(),
  promotionFullReductionRule: tierHooks,
  promoScope: scopeLineHooks('promotionFullReduction', 'reductionId'),
  promotionBorder: (_db: Db) => windowHooks(),
  promotionBackground: (_db: Db) => windowHooks(),
};
