import { z } from 'zod';

// The storefront's group buys (docs/marketing.md): the running activities with their goods and
// open groups, and one group's page (the link a leader shares).

const shopGrouponGroupSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  /** The leader's nickname, masked (`A***`). */
  leaderName: z.string(),
  userSize: z.number().int(),
  userCount: z.number().int(),
  /** Seats not yet held by an order. */
  seatsLeft: z.number().int(),
  status: z.number().int(),
  expireTime: z.string().nullable(),
});
export type ShopGrouponGroup = z.infer<typeof shopGrouponGroupSchema>;

const shopGrouponItemSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  goodsName: z.string(),
  picUrl: z.string().nullable(),
  /** The lowest store price of the unit (cents). */
  price: z.number().int(),
  grouponPrice: z.number().int(),
});

export const shopGrouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  endTime: z.string(),
  userSize: z.number().int(),
  limitDuration: z.number().int(),
  singleLimitCount: z.number().int(),
  items: z.array(shopGrouponItemSchema),
  /** Groups open now that a shopper can join (a few, the ones closing first). */
  groups: z.array(shopGrouponGroupSchema),
});
export type ShopGroupon = z.infer<typeof shopGrouponSchema>;

/** One group's page: the group, its activity's goods, and its members (masked). */
export const shopGrouponDetailSchema = shopGrouponGroupSchema.extend({
  activityName: z.string(),
  activityStatus: z.number().int(),
  items: z.array(shopGrouponItemSchema),
  members: z.array(z.object({ name: z.string(), leader: z.boolean(), joinedAt: z.string() })),
});
export type ShopGrouponDetail = z.infer<typeof shopGrouponDetailSchema>;
