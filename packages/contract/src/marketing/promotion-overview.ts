import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import { textOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import { isDateString } from '../rules/date-string';
import { bargainActivityResource } from './bargain.resource';
import { couponResource } from './coupon.resource';
import { grouponActivityResource } from './groupon.resource';
import { ACTIVITY_STATUSES } from './marketing-codes';
import { promotionFullReductionResource, promotionMarkdownResource } from './promotion.resource';
import { secKillsResource } from './seckill.resource';

// The promotions overview (/promotion/index, docs/marketing.md): every activity of every kind in
// the caller's scope in one list — what runs now, what comes next, what ended — with its window
// and state, each opening on its own screen. Kinds are PRICING_STEP codes.

/** The kinds of promotion the overview lists, with the screen each is kept on. */
export const PROMOTION_KINDS = {
  20: promotionMarkdownResource,
  30: promotionFullReductionResource,
  5: secKillsResource,
  6: grouponActivityResource,
  7: bargainActivityResource,
  50: couponResource,
} as const;
export const PROMOTION_KIND_CODES = [20, 30, 5, 6, 7, 50] as const;
export type PromotionKind = (typeof PROMOTION_KIND_CODES)[number];

/** A kind's name in a language: its screen's title. */
export const promotionKindText = (kind: PromotionKind, locale: Locale): string =>
  PROMOTION_KINDS[kind].labels[locale].title;

const dateTime = textOf(19).refine(isDateString, { error: 'invalid' });

export const promotionOverviewFilterSchema = z.object({
  kind: z
    .number()
    .int()
    .refine((value) => (PROMOTION_KIND_CODES as readonly number[]).includes(value), {
      error: 'invalid',
    })
    .optional(),
  status: z
    .number()
    .int()
    .refine((value) => (ACTIVITY_STATUSES as readonly number[]).includes(value), {
      error: 'invalid',
    })
    .optional(),
  name: textOf(64).optional(),
  /** Only those whose window includes this moment (yyyy-MM-dd HH:mm:ss). */
  at: dateTime.optional(),
});
export type PromotionOverviewFilter = z.infer<typeof promotionOverviewFilterSchema>;

export const promotionOverviewRowSchema = z.object({
  /** Unique in the list: `<kind>-<id>`. */
  key: z.string(),
  kind: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  /** Null for a coupon template valid for some days after each claim. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  organId: z.number().int(),
  organName: z.string().nullable(),
  updateDate: z.string().nullable(),
});
export type PromotionOverviewRow = z.infer<typeof promotionOverviewRowSchema>;

export const promotionOverviewEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/promotion/overview/list',
    summary:
      'Every promotion in the caller’s scope (markdowns, full reductions, flash sales, group buys, bargains, coupon templates), latest start first, paged',
    access: { authority: 'PROMOTION_LIST' },
    isolation: { owned: 'promotion_markdown' },
    query: pageQuerySchema,
    body: promotionOverviewFilterSchema,
    kind: 'paged',
    response: promotionOverviewRowSchema,
  }),
} as const;
