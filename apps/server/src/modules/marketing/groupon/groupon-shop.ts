import {
  ACTIVITY_STATUS,
  GROUPON_MEMBER_STATUS,
  GROUPON_STATUS,
  type ShopGroupon,
  type ShopGrouponDetail,
  type ShopGrouponGroup,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../lib/date-time';
import { notFound, untyped } from '../../../scope/scoped-db';
import { type ActivityGoods, activityGoodsOf } from '../activity-goods';

// The storefront's group buys (docs/marketing.md): a tenant's running activities with their
// goods and the groups open to join (closing first), and one group's page, the link a leader
// shares. Customers are shown by a masked nickname only.

/** Groups shown per activity in the list. */
const OPEN_GROUPS = 5;

type GroupRow = {
  id: number;
  activityId: number;
  customerId: number;
  userSize: number;
  userCount: number;
  seats: number;
  status: number;
  expireTime: string | null;
  nickname: string | null;
};

/** `A***`: the first character of a nickname, never the rest (nor a mobile). */
export const maskedName = (nickname: string | null | undefined) =>
  `${[...(nickname ?? '').trim()][0] ?? '*'}***`;

const groupAnswer = (group: GroupRow): ShopGrouponGroup => ({
  id: group.id,
  activityId: Number(group.activityId),
  leaderName: maskedName(group.nickname),
  userSize: group.userSize,
  userCount: group.userCount,
  seatsLeft: Math.max(0, group.userSize - group.seats),
  status: group.status,
  expireTime: group.expireTime,
});

const groupSelect = [
  'g.id',
  'g.activityId',
  'g.customerId',
  'g.userSize',
  'g.userCount',
  'g.seats',
  'g.status',
  'g.expireTime',
  'c.nickname',
] as const;

const itemAnswer = ({ activityPrice, extra: _extra, activityId: _a, ...item }: ActivityGoods) => ({
  ...item,
  grouponPrice: activityPrice,
});

export const shopGroupons = async (
  db: Db,
  tenantId: number,
  now: number,
): Promise<ShopGroupon[]> => {
  const at = formatDateTime(now);
  const activities = (await untyped(db)
    .selectFrom('grouponActivity')
    .select(['id', 'name', 'endTime', 'userSize', 'limitDuration', 'singleLimitCount'])
    .where('tenantId', '=', tenantId)
    .where('status', '=', ACTIVITY_STATUS.running)
    .where('startTime', '<=', at)
    .where('endTime', '>', at)
    .orderBy('id', 'desc')
    .limit(50)
    .execute()) as Omit<ShopGroupon, 'items' | 'groups'>[];
  if (activities.length === 0) return [];
  const ids = activities.map((activity) => activity.id);
  const items = await activityGoodsOf(db, 'grouponActivityItem', 'grouponPrice', ids);
  const groups = (await untyped(db)
    .selectFrom('groupon as g')
    .innerJoin('customer as c', 'c.id', 'g.customerId')
    .select([...groupSelect])
    .where('g.tenantId', '=', tenantId)
    .where('g.activityId', 'in', ids)
    .where('g.status', '=', GROUPON_STATUS.open)
    .where((eb) => eb('g.seats', '<', eb.ref('g.userSize')))
    .orderBy('g.expireTime')
    .limit(OPEN_GROUPS * ids.length)
    .execute()) as GroupRow[];
  return activities.map((activity) => ({
    ...activity,
    items: items.filter((item) => item.activityId === activity.id).map(itemAnswer),
    groups: groups
      .filter((group) => Number(group.activityId) === activity.id)
      .slice(0, OPEN_GROUPS)
      .map(groupAnswer),
  }));
};

/** One group of a tenant, with its activity's goods and its members who paid. */
export const shopGroupon = async (
  db: Db,
  tenantId: number,
  id: number,
): Promise<ShopGrouponDetail> => {
  const group = (await untyped(db)
    .selectFrom('groupon as g')
    .innerJoin('customer as c', 'c.id', 'g.customerId')
    .innerJoin('grouponActivity as a', 'a.id', 'g.activityId')
    .select([...groupSelect, 'a.name as activityName', 'a.status as activityStatus'])
    .where('g.id', '=', id)
    .where('g.tenantId', '=', tenantId)
    // A group still forming is its leader's own business until they pay.
    .where('g.status', '<>', GROUPON_STATUS.forming)
    .executeTakeFirst()) as
    (GroupRow & { activityName: string; activityStatus: number }) | undefined;
  if (!group) throw notFound();
  const members = (await untyped(db)
    .selectFrom('grouponMember as m')
    .innerJoin('customer as c', 'c.id', 'm.customerId')
    .select(['c.nickname', 'm.leader', 'm.createDate'])
    .where('m.grouponId', '=', group.id)
    .where('m.status', 'in', [
      GROUPON_MEMBER_STATUS.joined,
      GROUPON_MEMBER_STATUS.succeeded,
      GROUPON_MEMBER_STATUS.failed,
    ])
    .orderBy('m.leader', 'desc')
    .orderBy('m.id')
    .execute()) as { nickname: string | null; leader: number; createDate: string }[];
  const items = await activityGoodsOf(db, 'grouponActivityItem', 'grouponPrice', [
    Number(group.activityId),
  ]);
  return {
    ...groupAnswer(group),
    activityName: group.activityName,
    activityStatus: group.activityStatus,
    items: items.map(itemAnswer),
    members: members.map((member) => ({
      name: maskedName(member.nickname),
      leader: Number(member.leader) === 1,
      joinedAt: member.createDate,
    })),
  };
};
