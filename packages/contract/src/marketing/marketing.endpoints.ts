import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idParamSchema } from '../api/owned';
import {
  couponClaimSchema,
  pricedCartSchema,
  pricingPreviewSchema,
  ruleTestResultSchema,
  ruleTestSchema,
  shopCouponTemplateSchema,
  shopSeckillSchema,
  shopperCouponFilterSchema,
  shopperCouponSchema,
} from './pricing.schemas';
import { shopGrouponDetailSchema, shopGrouponSchema } from './groupon.schemas';
import {
  bargainCutAnswerSchema,
  bargainHelpSchema,
  bargainStartSchema,
  myBargainSchema,
  shopBargainRecordSchema,
  shopBargainSchema,
} from './bargain.schemas';

// Marketing calls beyond the registry's list / edit / actions (docs/marketing.md): the console's
// pricing preview and rule test, and the storefront's coupons.

export const marketingEndpoints = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/promotion/pricing/preview',
    summary:
      'Price a sample cart at a store for a customer and a moment, as checkout would: every discount with its reason',
    access: { authority: 'DROOLS_RULE_LIST' },
    isolation: { owned: 'store' },
    body: pricingPreviewSchema,
    kind: 'envelope',
    response: pricedCartSchema,
  }),
  testRule: defineEndpoint({
    method: 'POST',
    path: '/api/promotion/drools-rule/test',
    summary:
      'Try a rule (its current content, published or not) on a sample cart: the facts, whether it fires, the cart priced with it',
    access: { authority: 'DROOLS_RULE_EDIT' },
    isolation: { owned: 'promotion_rule' },
    body: ruleTestSchema,
    kind: 'envelope',
    response: ruleTestResultSchema,
  }),
} as const;

const shopper = { access: 'shopper', isolation: 'shopper', kind: 'envelope' } as const;

export const shopperCouponEndpoints = {
  templates: defineEndpoint({
    method: 'GET',
    path: '/api/shop/coupon/templates/:tenantId',
    summary: 'The coupons a tenant’s shoppers can claim now (the storefront’s coupon widget)',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema }),
    kind: 'envelope',
    response: z.array(shopCouponTemplateSchema),
  }),
  seckills: defineEndpoint({
    method: 'GET',
    path: '/api/shop/seckill/:tenantId',
    summary:
      'The tenant’s flash sales on now, in their time slot, with their goods, flash prices and what is left',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema }),
    kind: 'envelope',
    response: z.array(shopSeckillSchema),
  }),
  groupons: defineEndpoint({
    method: 'GET',
    path: '/api/shop/groupon/:tenantId',
    summary:
      'The tenant’s running group buys with their goods, group prices and the groups open to join',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema }),
    kind: 'envelope',
    response: z.array(shopGrouponSchema),
  }),
  groupon: defineEndpoint({
    method: 'GET',
    path: '/api/shop/groupon/:tenantId/group/:id',
    summary: 'One group (the page its leader shares): seats left, when it closes, its members',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema, id: idParamSchema }),
    kind: 'envelope',
    response: shopGrouponDetailSchema,
  }),
  bargains: defineEndpoint({
    method: 'GET',
    path: '/api/shop/bargain/:tenantId',
    summary: 'The tenant’s running bargains: goods, first and floor prices, what is left',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema }),
    kind: 'envelope',
    response: z.array(shopBargainSchema),
  }),
  bargain: defineEndpoint({
    method: 'GET',
    path: '/api/shop/bargain/:tenantId/record/:id',
    summary:
      'One shopper’s bargain (the page they share): the price now, its helpers, when it ends',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema, id: idParamSchema }),
    kind: 'envelope',
    response: shopBargainRecordSchema,
  }),
  startBargain: defineEndpoint({
    ...shopper,
    method: 'POST',
    path: '/api/shop/bargain/start',
    summary:
      'Start a bargain of a running activity (within the per-customer limit; one in progress at a time)',
    body: bargainStartSchema,
    response: shopBargainRecordSchema,
  }),
  myBargains: defineEndpoint({
    ...shopper,
    method: 'POST',
    path: '/api/shop/bargain/mine',
    summary: 'The signed-in shopper’s own bargains, newest first (their pages show its actions)',
    body: z.object({}),
    response: z.array(myBargainSchema),
  }),
  helpBargain: defineEndpoint({
    ...shopper,
    method: 'POST',
    path: '/api/shop/bargain/help',
    summary:
      'Cut another shopper’s bargain by a random amount (once per bargain, within the helper’s cuts)',
    body: bargainHelpSchema,
    response: bargainCutAnswerSchema,
  }),
  claim: defineEndpoint({
    ...shopper,
    method: 'POST',
    path: '/api/shop/coupon/claim',
    summary: 'Claim a coupon (within what is left and the per-customer limit)',
    body: couponClaimSchema,
    response: shopperCouponSchema,
  }),
  mine: defineEndpoint({
    ...shopper,
    method: 'POST',
    path: '/api/shop/coupon/mine',
    summary: 'The shopper’s coupons, newest first (optionally of one status)',
    body: shopperCouponFilterSchema,
    response: z.array(shopperCouponSchema),
  }),
} as const;
