import {
  type GoodsReviews,
  ORDER_STATUS,
  REVIEW_CONTENT_MAX,
  type ShopperReview,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ShopperIdentity } from '../../lib/identity';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { shopperOrderRow } from './order-reads';
import { ownPictures } from './review-pictures';

// Reviews of order lines (docs/orders.md, Reviews): a shopper reviews each line of their own
// received (completed) order once — a rating of 1 to 5, a text and up to 9 pictures — and never
// edits it; the
// review belongs to the order's organisation. Staff reply once and hide a review from the goods
// page (or show it again). The goods page shows the average, the count and the 3 newest shown.

type ReviewRow = {
  id: number;
  orderId: number;
  orderItemId: number;
  goodsId: number;
  rating: number;
  content: string | null;
  picUrls: string | null;
  replyContent: string | null;
  createDate: string | null;
  goodsName: string;
  specText: string | null;
};

/** The stored JSON list of a review's pictures (none: an empty list). */
const picturesOf = (stored: string | null): string[] => {
  if (!stored) return [];
  const parsed = JSON.parse(stored) as unknown;
  return Array.isArray(parsed)
    ? parsed.filter((url): url is string => typeof url === 'string')
    : [];
};

const reviewAnswer = (row: ReviewRow): ShopperReview => ({
  id: row.id,
  orderId: row.orderId,
  orderItemId: row.orderItemId,
  goodsId: row.goodsId,
  goodsName: row.goodsName,
  specText: row.specText,
  rating: Number(row.rating),
  content: row.content,
  picUrls: picturesOf(row.picUrls),
  replyContent: row.replyContent,
  createDate: row.createDate,
});

/** A mobile as the goods page shows it: the first 3 and last 2 digits. */
const masked = (mobile: string) =>
  mobile.length > 5 ? `${mobile.slice(0, 3)}****${mobile.slice(-2)}` : '****';

export const createOrderReviews = ({ db, now }: { db: Db; now: () => number }) => {
  const reviewsQuery = (trx: Db) =>
    untyped(trx)
      .selectFrom('orderReview as r')
      .innerJoin('tradeOrderItem as i', 'i.id', 'r.orderItemId')
      .select([
        'r.id',
        'r.orderId',
        'r.orderItemId',
        'r.goodsId',
        'r.rating',
        'r.content',
        'r.picUrls',
        'r.replyContent',
        'r.createDate',
        'i.goodsName',
        'i.specText',
      ]);

  const create = async (
    shopper: ShopperIdentity,
    body: {
      orderItemId: number;
      rating: number;
      content?: string | null | undefined;
      picUrls?: string[] | undefined;
    },
  ): Promise<ShopperReview> => {
    const by = `customer:${shopper.customerId}`;
    const pictures = await ownPictures(db, shopper, body.picUrls);
    try {
      const id = await db.transaction().execute(async (trx) => {
        const line = (await untyped(trx)
          .selectFrom('tradeOrderItem')
          .select(['id', 'orderId', 'goodsId', 'skuId'])
          .where('id', '=', body.orderItemId)
          .where('tenantId', '=', shopper.tenantId)
          .executeTakeFirst()) as
          { id: number; orderId: number; goodsId: number; skuId: number | null } | undefined;
        if (!line) throw new AppError(404, 'record.notFound');
        // Another shopper's order is not found.
        const order = await shopperOrderRow(trx, shopper, line.orderId);
        if (order.status !== ORDER_STATUS.completed)
          throw new AppError(400, 'review.notReceived', {
            field: 'orderItemId',
            values: { state: String(order.status), stateOf: 'order' },
          });
        const done = await untyped(trx)
          .selectFrom('orderReview')
          .select('id')
          .where('orderItemId', '=', line.id)
          .executeTakeFirst();
        if (done) throw new AppError(400, 'review.done', { field: 'orderItemId' });
        const date = formatDateTime(now());
        const content = body.content?.trim().slice(0, REVIEW_CONTENT_MAX) || null;
        const row = (await untyped(trx)
          .insertInto('orderReview')
          .values({
            tenantId: order.tenantId,
            organId: order.organId,
            organPath: order.organPath,
            orderId: order.id,
            orderItemId: line.id,
            customerId: shopper.customerId,
            storeId: order.storeId,
            goodsId: line.goodsId,
            skuId: line.skuId,
            rating: body.rating,
            content,
            picUrls: pictures.length > 0 ? JSON.stringify(pictures) : null,
            picUrl: pictures[0] ?? null,
            hasPictures: pictures.length > 0 ? 1 : 0,
            hidden: 0,
            createBy: by,
            createDate: date,
            updateBy: by,
            updateDate: date,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        return row.id;
      });
      const row = (await reviewsQuery(db)
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow()) as ReviewRow;
      return reviewAnswer(row);
    } catch (error) {
      // The same line reviewed twice at once: the unique index is the last wall.
      if (isUniqueViolation(error))
        throw new AppError(400, 'review.done', { field: 'orderItemId' });
      throw error;
    }
  };

  const mine = async (shopper: ShopperIdentity): Promise<ShopperReview[]> =>
    (
      (await reviewsQuery(db)
        .where('r.customerId', '=', shopper.customerId)
        .where('r.tenantId', '=', shopper.tenantId)
        .orderBy('r.id', 'desc')
        .execute()) as ReviewRow[]
    ).map(reviewAnswer);

  /** The goods page's reviews: shown ones only. */
  const ofGoods = async (tenantId: number, goodsId: number): Promise<GoodsReviews> => {
    const shown = untyped(db)
      .selectFrom('orderReview as r')
      .where('r.goodsId', '=', goodsId)
      .where('r.tenantId', '=', tenantId)
      .where('r.hidden', '=', 0);
    const [totals, newest] = await Promise.all([
      shown
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>('r.rating').as('sum'),
        ])
        .executeTakeFirstOrThrow() as Promise<{
        count: number | string;
        sum: number | string | null;
      }>,
      shown
        .innerJoin('tradeOrderItem as i', 'i.id', 'r.orderItemId')
        .innerJoin('customer as c', 'c.id', 'r.customerId')
        .select([
          'r.rating',
          'r.content',
          'r.picUrls',
          'r.replyContent',
          'r.createDate',
          'i.specText',
          'c.mobile',
        ])
        .orderBy('r.id', 'desc')
        .limit(3)
        .execute() as Promise<
        {
          rating: number;
          content: string | null;
          picUrls: string | null;
          replyContent: string | null;
          createDate: string | null;
          specText: string | null;
          mobile: string;
        }[]
      >,
    ]);
    const count = Number(totals.count);
    return {
      average: count === 0 ? null : Math.round((Number(totals.sum) / count) * 10) / 10,
      count,
      newest: newest.map((row) => ({
        rating: Number(row.rating),
        content: row.content,
        picUrls: picturesOf(row.picUrls),
        specText: row.specText,
        replyContent: row.replyContent,
        reviewer: masked(row.mobile),
        createDate: row.createDate,
      })),
    };
  };

  return { create, mine, ofGoods };
};

export type OrderReviews = ReturnType<typeof createOrderReviews>;

/** The console's steps on reviews: reply (once), hide from the goods page, show again. */
export const reviewActions = (db: Db) => {
  const table = 'orderReview' as OwnedTable;
  const reread = async (context: Parameters<ActionHandler>[0], id: number) => [
    (await findOwnedOr404(db, context.scope, table, id)) as unknown as ResourceRow,
  ];

  const reply: ActionHandler = async (context) => {
    const { id, replyContent } = context.body as { id: number; replyContent: string };
    await findOwnedOr404(db, context.scope, table, id);
    const date = formatDateTime(context.scope.nowMs);
    // Once: a compare-and-set on "no reply yet".
    const result = await untyped(db)
      .updateTable(table)
      .set({ replyContent, replyTime: date, updateBy: context.scope.userName, updateDate: date })
      .where('id', '=', id)
      .where('replyContent', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new AppError(400, 'review.replied', { field: 'replyContent' });
    return reread(context, id);
  };

  const visibility =
    (hidden: 0 | 1): ActionHandler =>
    async (context) => {
      const { id } = context.body as { id: number };
      await findOwnedOr404(db, context.scope, table, id);
      const date = formatDateTime(context.scope.nowMs);
      await untyped(db)
        .updateTable(table)
        .set({ hidden, updateBy: context.scope.userName, updateDate: date })
        .where('id', '=', id)
        .where('hidden', '<>', hidden)
        .execute();
      return reread(context, id);
    };

  return { orderReview: { reply, hide: visibility(1), show: visibility(0) } };
};
