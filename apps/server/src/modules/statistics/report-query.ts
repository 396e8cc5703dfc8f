import {
  AFTER_SALE_STATUS,
  type ExportColumn,
  type Locale,
  REPORT_COLUMN_LABELS,
  REPORT_GROUP,
  REPORT_METRIC_LABELS,
  REPORT_METRICS,
  REPORT_PERIOD,
  type ReportMetric,
  type ReportSubject,
} from '@retail/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { formatDateTime, parseDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { scoped, untyped } from '../../scope/scoped-db';

// A report's figures (docs/statistics.md), counted from the tables as they are and always
// through the data scope of the task's owner: its tenant, its organisation and below. The
// database sums per day and group; days are then added into weeks or months here, so every
// figure is the database's own sum. Money stays integer cents (the Excel file shows yuan).

export type ReportSpec = {
  subject: ReportSubject;
  metrics: readonly ReportMetric[];
  period: number;
  groupBy: number;
};
/** Inclusive dates, `yyyy-MM-dd`. */
export type ReportRange = { from: string; to: string };

/** One sum of the database: a day, a group (key and label) and some metrics' values. */
type Fact = {
  day: string;
  key: string;
  label: string;
  values: Partial<Record<ReportMetric, number>>;
};

export type ReportRow = Record<string, string | number>;
export type ReportResult = {
  columns: ExportColumn[];
  rows: ReportRow[];
  money: Set<string>;
};

const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** Monday of the week of a day, `yyyy-MM-dd`. */
const weekOf = (day: string): string => {
  const date = new Date(parseDateTime(`${day} 00:00:00`));
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  return formatDateTime(date.getTime()).slice(0, 10);
};
export const bucketOf = (day: string, period: number): string =>
  period === REPORT_PERIOD.month
    ? day.slice(0, 7)
    : period === REPORT_PERIOD.week
      ? weekOf(day)
      : day;

const groupName = (groupBy: number) =>
  (Object.entries(REPORT_GROUP).find(([, value]) => value === groupBy)?.[0] ??
    'none') as keyof typeof REPORT_GROUP;

/** Sums of one subject for a range, per day and group. */
const factsOf = async (
  db: Db,
  scope: Scope,
  spec: ReportSpec,
  range: ReportRange,
): Promise<Fact[]> => {
  const q = untyped(db);
  const where = scoped(db, scope).where;
  const from = `${range.from} 00:00:00`;
  const to = `${range.to} 23:59:59`;
  const group = groupName(spec.groupBy);
  const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

  if (spec.subject === 'trade') {
    const key = group === 'store' ? 'o.storeId' : group === 'payWay' ? 'o.wayCode' : undefined;
    const label = group === 'store' ? 's.storeName' : key;
    const paid = await q
      .selectFrom('tradeOrder as o')
      .innerJoin('store as s', 's.id', 'o.storeId')
      .select([
        day('o.payTime').as('day'),
        (key ? sql.ref(key) : sql.lit('')).as('key'),
        (label ? sql`max(${sql.ref(label)})` : sql.lit('')).as('label'),
        sql`count(*)`.as('paidCount'),
        sql`coalesce(sum(o.pay_price), 0)`.as('paidAmount'),
      ])
      .where(where('o'))
      .where('o.payTime', '>=', from)
      .where('o.payTime', '<=', to)
      .groupBy([day('o.payTime'), ...(key ? [key] : [])])
      .execute();
    const refunded = await q
      .selectFrom('tradeAfterSale as a')
      .innerJoin('tradeOrder as o', 'o.id', 'a.orderId')
      .innerJoin('store as s', 's.id', 'a.storeId')
      .select([
        day('a.refundTime').as('day'),
        (key ? sql.ref(key) : sql.lit('')).as('key'),
        (label ? sql`max(${sql.ref(label)})` : sql.lit('')).as('label'),
        sql`count(*)`.as('refundCount'),
        sql`coalesce(sum(a.refund_price), 0)`.as('refundAmount'),
      ])
      .where(where('a'))
      .where('a.status', '=', AFTER_SALE_STATUS.refunded)
      .where('a.refundTime', '>=', from)
      .where('a.refundTime', '<=', to)
      .groupBy([day('a.refundTime'), ...(key ? [key] : [])])
      .execute();
    return [...paid, ...refunded].map((row: Record<string, unknown>) => ({
      day: text(row.day),
      key: text(row.key),
      label: text(row.label),
      values: {
        ...(row.paidCount !== undefined
          ? { paidCount: num(row.paidCount), paidAmount: num(row.paidAmount) }
          : { refundCount: num(row.refundCount), refundAmount: num(row.refundAmount) }),
      },
    }));
  }

  if (spec.subject === 'product') {
    const key = group === 'store' ? 'o.storeId' : group === 'sku' ? 'i.skuId' : undefined;
    const rows = await q
      .selectFrom('tradeOrderItem as i')
      .innerJoin('tradeOrder as o', 'o.id', 'i.orderId')
      .innerJoin('store as s', 's.id', 'o.storeId')
      .select([
        day('o.payTime').as('day'),
        (group === 'sku'
          ? sql`coalesce(i.sku_id, 0) || '/' || i.goods_id`
          : key
            ? sql.ref(key)
            : sql.lit('')
        ).as('key'),
        (group === 'store'
          ? sql`max(s.store_name)`
          : group === 'sku'
            ? sql`max(i.goods_name || coalesce(' ' || i.spec_text, ''))`
            : sql.lit('')
        ).as('label'),
        sql`coalesce(sum(i.count), 0)`.as('soldQuantity'),
        sql`coalesce(sum(i.pay_price), 0)`.as('soldAmount'),
        sql`count(distinct o.id)`.as('orderCount'),
      ])
      .where(where('o'))
      .where('o.payTime', '>=', from)
      .where('o.payTime', '<=', to)
      .groupBy([
        day('o.payTime'),
        ...(group === 'sku' ? ['i.skuId', 'i.goodsId'] : key ? [key] : []),
      ])
      .execute();
    return rows.map((row: Record<string, unknown>) => ({
      day: text(row.day),
      key: text(row.key),
      label: text(row.label),
      values: {
        soldQuantity: num(row.soldQuantity),
        soldAmount: num(row.soldAmount),
        orderCount: num(row.orderCount),
      },
    }));
  }

  if (spec.subject === 'member') {
    const customers = await q
      .selectFrom('customer as c')
      .select([day('c.createDate').as('day'), sql`count(*)`.as('newCustomers')])
      .where(where('c'))
      .where('c.createDate', '>=', from)
      .where('c.createDate', '<=', to)
      .groupBy(day('c.createDate'))
      .execute();
    const points = await q
      .selectFrom('customerPointRecord as p')
      .select([
        day('p.createDate').as('day'),
        sql`coalesce(sum(case when p.point > 0 then p.point else 0 end), 0)`.as('pointsEarned'),
        sql`coalesce(sum(case when p.point < 0 then 0 - p.point else 0 end), 0)`.as('pointsSpent'),
      ])
      .where(where('p'))
      .where('p.createDate', '>=', from)
      .where('p.createDate', '<=', to)
      .groupBy(day('p.createDate'))
      .execute();
    return [
      ...customers.map((row: Record<string, unknown>) => ({
        day: text(row.day),
        key: '',
        label: '',
        values: { newCustomers: num(row.newCustomers) },
      })),
      ...points.map((row: Record<string, unknown>) => ({
        day: text(row.day),
        key: '',
        label: '',
        values: { pointsEarned: num(row.pointsEarned), pointsSpent: num(row.pointsSpent) },
      })),
    ];
  }

  if (spec.subject === 'device') {
    // Sales are stamped in epoch ms: the day is the server's local date of each sale.
    const rows = await q
      .selectFrom('vendingSale as v')
      .innerJoin('device as d', 'd.id', 'v.deviceId')
      .select([
        'v.at as at',
        'v.deviceId as deviceId',
        'd.name as name',
        'v.quantity as quantity',
        'v.price as price',
      ])
      .where(where('d'))
      .where('v.at', '>=', parseDateTime(from))
      .where('v.at', '<=', parseDateTime(to) + 999)
      .execute();
    return rows.map((row: Record<string, unknown>) => ({
      day: formatDateTime(num(row.at)).slice(0, 10),
      key: group === 'device' ? text(row.deviceId) : '',
      label: group === 'device' ? text(row.name) : '',
      values: {
        saleCount: 1,
        saleQuantity: num(row.quantity),
        saleAmount: num(row.quantity) * num(row.price),
      },
    }));
  }

  // Stock: what is on hand now (a snapshot, dated the range's last day).
  const key = group === 'store' ? 'g.storeId' : undefined;
  const rows = await q
    .selectFrom('goodsStock as g')
    .innerJoin('store as s', 's.id', 'g.storeId')
    .innerJoin('goods as gd', 'gd.id', 'g.goodsId')
    .select([
      (group === 'sku'
        ? sql`coalesce(g.sku_id, 0) || '/' || g.goods_id`
        : key
          ? sql.ref(key)
          : sql.lit('')
      ).as('key'),
      (group === 'store'
        ? sql`max(s.store_name)`
        : group === 'sku'
          ? sql`max(gd.goods_name)`
          : sql.lit('')
      ).as('label'),
      sql`coalesce(sum(g.on_hand), 0)`.as('onHand'),
      sql`coalesce(sum(g.reserved), 0)`.as('reserved'),
    ])
    .where(where('g'))
    .$call((query) =>
      group === 'sku' ? query.groupBy(['g.skuId', 'g.goodsId']) : key ? query.groupBy(key) : query,
    )
    .execute();
  return rows.map((row: Record<string, unknown>) => ({
    day: range.to,
    key: text(row.key),
    label: text(row.label),
    values: {
      onHand: num(row.onHand),
      reserved: num(row.reserved),
      available: num(row.onHand) - num(row.reserved),
    },
  }));
};

/**
 * The report's rows: one per time bucket (and group), in order, with the template's metrics;
 * the columns in the caller's language.
 */
export const computeReport = async (
  db: Db,
  scope: Scope,
  spec: ReportSpec,
  range: ReportRange,
  locale: Locale,
): Promise<ReportResult> => {
  const facts = await factsOf(db, scope, spec, range);
  const group = groupName(spec.groupBy);
  const buckets = new Map<string, ReportRow>();
  for (const fact of facts) {
    const period = spec.subject === 'stock' ? fact.day : bucketOf(fact.day, spec.period);
    const id = `${period}|${fact.key}`;
    const row = buckets.get(id) ?? {
      period,
      ...(group === 'none' ? {} : { group: fact.label || fact.key }),
      ...Object.fromEntries(spec.metrics.map((metric) => [metric, 0])),
    };
    for (const metric of spec.metrics) row[metric] = num(row[metric]) + (fact.values[metric] ?? 0);
    buckets.set(id, row);
  }
  const rows = [...buckets.values()].sort(
    (a, b) =>
      String(a.period).localeCompare(String(b.period)) ||
      String(a.group ?? '').localeCompare(String(b.group ?? '')),
  );
  const kinds = REPORT_METRICS[spec.subject].metrics as Record<string, string>;
  const columns: ExportColumn[] = [
    { key: 'period', header: REPORT_COLUMN_LABELS[locale].period },
    ...(group === 'none' ? [] : [{ key: 'group', header: REPORT_COLUMN_LABELS[locale][group] }]),
    ...spec.metrics.map((metric) => ({
      key: metric,
      header: REPORT_METRIC_LABELS[locale][metric],
    })),
  ];
  return {
    columns,
    rows,
    money: new Set(spec.metrics.filter((metric) => kinds[metric] === 'money')),
  };
};
