import {
  ACTIVITY_STATUS,
  DECORATION_TARGET,
  type DecorationTarget,
  type GoodsDecoration,
  PRODUCT_SCOPE,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { untyped } from '../../../scope/scoped-db';

// What the storefront shows on goods while a promotion runs (docs/marketing.md, Promotion
// decoration): of the tenant's running borders and backgrounds, the first by priority (then
// the oldest) whose target covers the goods: every goods, or the goods of a running activity of
// its kind (a markdown's or flash sale's or group buy's goods, a bargain's goods, a full
// reduction's scope: all goods, listed goods or their categories). Running is the clock's word
// (activity-clock.ts moves decorations like activities), so a read needs no time of its own.

type Decoration = Record<string, unknown> & { target: number };

const { running } = ACTIVITY_STATUS;

const runningOf = async (
  db: Db,
  table: 'promotionBorder' | 'promotionBackground',
  tenantId: number,
) =>
  (await untyped(db)
    .selectFrom(table)
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('status', '=', running)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as Decoration[];

const idsOf = (rows: unknown[]): Set<number> =>
  new Set((rows as { goodsId: number }[]).map((row) => Number(row.goodsId)));

/** Of these goods, those in a running activity of the kind. */
const goodsInRunning = async (
  db: Db,
  tenantId: number,
  target: Exclude<DecorationTarget, 0>,
  goodsIds: number[],
): Promise<Set<number>> => {
  const q = untyped(db);
  const itemsOf = (items: string, activities: string, key: string) =>
    q
      .selectFrom(`${items} as i`)
      .innerJoin(`${activities} as a`, 'a.id', `i.${key}`)
      .select('i.goodsId')
      .where('a.tenantId', '=', tenantId)
      .where('a.status', '=', running)
      .where('i.goodsId', 'in', goodsIds)
      .execute();
  switch (target) {
    case DECORATION_TARGET.markdown:
      return idsOf(await itemsOf('promotionMarkdownItem', 'promotionMarkdown', 'markdownId'));
    case DECORATION_TARGET.flashSale:
      return idsOf(await itemsOf('seckillItem', 'seckillActivity', 'activityId'));
    case DECORATION_TARGET.groupBuy:
      return idsOf(await itemsOf('grouponActivityItem', 'grouponActivity', 'activityId'));
    case DECORATION_TARGET.bargain:
      return idsOf(
        await q
          .selectFrom('bargainActivity')
          .select('goodsId')
          .where('tenantId', '=', tenantId)
          .where('status', '=', running)
          .where('goodsId', 'in', goodsIds)
          .execute(),
      );
    case DECORATION_TARGET.fullReduction: {
      const reductions = (await q
        .selectFrom('promotionFullReduction')
        .select(['id', 'productScope'])
        .where('tenantId', '=', tenantId)
        .where('status', '=', running)
        .execute()) as { id: number; productScope: number }[];
      if (reductions.some((row) => Number(row.productScope) === PRODUCT_SCOPE.all))
        return new Set(goodsIds);
      if (reductions.length === 0) return new Set();
      const lines = (await q
        .selectFrom('promotionScope')
        .select(['goodsId', 'goodsTypeId'])
        .where(
          'reductionId',
          'in',
          reductions.map((row) => row.id),
        )
        .execute()) as { goodsId: number | null; goodsTypeId: number | null }[];
      const listed = new Set(lines.flatMap((line) => (line.goodsId ? [Number(line.goodsId)] : [])));
      const types = lines.flatMap((line) => (line.goodsTypeId ? [Number(line.goodsTypeId)] : []));
      const ofTypes =
        types.length === 0
          ? new Set<number>()
          : idsOf(
              await q
                .selectFrom('goods')
                .select('id as goodsId')
                .where('tenantId', '=', tenantId)
                .where('goodsTypeId', 'in', types)
                .where('id', 'in', goodsIds)
                .execute(),
            );
      return new Set(goodsIds.filter((id) => listed.has(id) || ofTypes.has(id)));
    }
  }
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export const createDecorationReader = (db: Db) => ({
  /** The decoration of each of these goods of the tenant that a running border or background marks. */
  decorationsOf: async (
    tenantId: number,
    ids: readonly number[],
  ): Promise<Map<number, GoodsDecoration>> => {
    const goodsIds = [...new Set(ids)];
    const found = new Map<number, GoodsDecoration>();
    if (goodsIds.length === 0) return found;
    const [borders, backgrounds] = await Promise.all([
      runningOf(db, 'promotionBorder', tenantId),
      runningOf(db, 'promotionBackground', tenantId),
    ]);
    if (borders.length === 0 && backgrounds.length === 0) return found;
    const targets = new Set([...borders, ...backgrounds].map((row) => Number(row.target)));
    const covered = new Map<number, Set<number>>();
    for (const target of targets)
      covered.set(
        target,
        target === DECORATION_TARGET.everyGoods
          ? new Set(goodsIds)
          : await goodsInRunning(db, tenantId, target as Exclude<DecorationTarget, 0>, goodsIds),
      );
    const firstFor = (rows: Decoration[], goodsId: number) =>
      rows.find((row) => covered.get(Number(row.target))?.has(goodsId));
    for (const goodsId of goodsIds) {
      const border = firstFor(borders, goodsId);
      const background = firstFor(backgrounds, goodsId);
      if (!border && !background) continue;
      const badgeText = text(border?.badgeText);
      found.set(goodsId, {
        frame: text(border?.frame),
        badge: badgeText
          ? { text: badgeText, colour: text(border?.badgeColour) ?? '#c81e28' }
          : null,
        background: background
          ? { image: text(background.image), colour: text(background.colour) }
          : null,
      });
    }
    return found;
  },
});

export type DecorationReader = ReturnType<typeof createDecorationReader>;
