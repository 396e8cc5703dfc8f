import {
  FINANCE_DAILY_STATE,
  FINANCE_MONTHLY_STATE,
  PAY_ORDER_STATE,
  REFUND_ORDER_STATE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';

// Finance statements (issue 17, docs/payments.md): per day and per month, per merchant, channel
// (the interface that took the order) and pay way, worked out from the pay and refund orders.
// A day counts the orders paid that day (paid or since refunded) with their fees and divided
// amounts, and the refunds that succeeded that day; net = paid − refunded − fees − divided, all
// integer cents. A month is the sum of its days. Working a period out again updates its
// generated (open) rows in place, adds the new ones and drops those whose orders are gone;
// confirmed and locked days, and closed months, stay as they are. The payment module runs
// `refresh` when the server starts and every hour.

export const FINANCE_AUTHOR = 'finance';
/** How often the server works out today's and yesterday's statements again. */
export const FINANCE_REFRESH_MS = 60 * 60 * 1000;

/** The query builder over tables the typed schema does not list (the registry's). */
type AnyDb = ReturnType<typeof untyped>;

type Sums = {
  payCount: number;
  payAmount: number;
  refundCount: number;
  refundAmount: number;
  feeAmount: number;
  divisionAmount: number;
};
type Line = Sums & { tenantId: number; mchNo: string; ifCode: string; wayCode: string };
type Owner = { organId: number; organPath: string };

const ZERO: Sums = {
  payCount: 0,
  payAmount: 0,
  refundCount: 0,
  refundAmount: 0,
  feeAmount: 0,
  divisionAmount: 0,
};
const SUM_KEYS = Object.keys(ZERO) as (keyof Sums)[];

const keyOf = (line: { tenantId: number; mchNo: string; ifCode: string; wayCode: string }) =>
  `${line.tenantId}|${line.mchNo}|${line.ifCode}|${line.wayCode}`;

/** PostgreSQL answers counts and sums as text; SQLite as numbers (or null for an empty sum). */
const num = (value: unknown): number => Number(value ?? 0);

const netOf = (sums: Sums) =>
  sums.payAmount - sums.refundAmount - sums.feeAmount - sums.divisionAmount;

/** Adds lines with the same tenant, merchant, channel and way. */
const merge = (lines: Line[]): Map<string, Line> => {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = keyOf(line);
    const total = merged.get(key) ?? { ...line, ...ZERO };
    for (const field of SUM_KEYS) total[field] += line[field];
    merged.set(key, total);
  }
  return merged;
};

/** The day's paid orders and succeeded refunds, by tenant, merchant, channel and pay way. */
const dayLines = async (db: AnyDb, date: string): Promise<Line[]> => {
  const from = `${date} 00:00:00`;
  const to = `${date} 23:59:59`;
  const paid = await db
    .selectFrom('pay_order')
    .select(({ fn }) => [
      'tenantId',
      'mchNo',
      'ifCode',
      'wayCode',
      fn.countAll().as('payCount'),
      fn.sum('amount').as('payAmount'),
      fn.sum('mchFeeAmount').as('feeAmount'),
      fn.sum('divisionAmount').as('divisionAmount'),
    ])
    .where('state', 'in', [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded])
    .where('successTime', '>=', from)
    .where('successTime', '<=', to)
    .groupBy(['tenantId', 'mchNo', 'ifCode', 'wayCode'])
    .execute();
  const refunded = await db
    .selectFrom('pay_refund_order as r')
    .innerJoin('pay_order as o', 'o.id', 'r.payOrderId')
    .select(({ fn }) => [
      'r.tenantId as tenantId',
      'r.mchNo as mchNo',
      'o.ifCode as ifCode',
      'o.wayCode as wayCode',
      fn.countAll().as('refundCount'),
      fn.sum('r.refundAmount').as('refundAmount'),
    ])
    .where('r.state', '=', REFUND_ORDER_STATE.success)
    .where('r.successTime', '>=', from)
    .where('r.successTime', '<=', to)
    .groupBy(['r.tenantId', 'r.mchNo', 'o.ifCode', 'o.wayCode'])
    .execute();
  const line = (row: Record<string, unknown>): Line =>
    ({
      tenantId: num(row.tenantId),
      mchNo: String(row.mchNo ?? ''),
      ifCode: String(row.ifCode ?? ''),
      wayCode: String(row.wayCode ?? ''),
      ...Object.fromEntries(SUM_KEYS.map((field) => [field, num(row[field])])),
    }) as Line;
  return [...paid.map(line), ...refunded.map(line)];
};

/** The days of a month summed, by tenant, merchant, channel and pay way. */
const monthLines = async (db: AnyDb, month: string): Promise<Line[]> =>
  (
    await db
      .selectFrom('finance_daily')
      .select(({ fn }) => [
        'tenantId',
        'mchNo',
        'ifCode',
        'wayCode',
        ...SUM_KEYS.map((field) => fn.sum(field).as(field)),
      ])
      .where('statDate', '>=', `${month}-01`)
      .where('statDate', '<=', `${month}-31`)
      .groupBy(['tenantId', 'mchNo', 'ifCode', 'wayCode'])
      .execute()
  ).map(
    (row: Record<string, unknown>) =>
      ({
        tenantId: num(row.tenantId),
        mchNo: String(row.mchNo),
        ifCode: String(row.ifCode),
        wayCode: String(row.wayCode),
        ...Object.fromEntries(SUM_KEYS.map((field) => [field, num(row[field])])),
      }) as Line,
  );

/** Each merchant's owner: its statements belong to the merchant's organisation. */
const ownersOf = async (db: AnyDb, lines: Iterable<Line>): Promise<Map<string, Owner>> => {
  const wanted = [...lines];
  const owners = new Map<string, Owner>();
  if (wanted.length === 0) return owners;
  const rows = await db
    .selectFrom('pay_mch_info')
    .select(['tenantId', 'mchNo', 'organId', 'organPath'])
    .where('mchNo', 'in', [...new Set(wanted.map((line) => line.mchNo))])
    .execute();
  for (const row of rows)
    owners.set(`${row.tenantId}|${row.mchNo}`, { organId: row.organId, organPath: row.organPath });
  return owners;
};

/**
 * Writes a period's lines into its table: open rows updated in place, new ones added, open rows
 * whose orders are gone removed; rows past open are left as they are.
 */
const writePeriod = async (
  db: AnyDb,
  table: 'finance_daily' | 'finance_monthly',
  period: { column: 'statDate' | 'statMonth'; value: string },
  openState: number,
  lines: Map<string, Line>,
  stamp: string,
): Promise<number> => {
  const existing = await db
    .selectFrom(table)
    .select(['id', 'tenantId', 'mchNo', 'ifCode', 'wayCode', 'state'])
    .where(period.column, '=', period.value)
    .execute();
  type Existing = {
    id: number;
    tenantId: number;
    mchNo: string;
    ifCode: string;
    wayCode: string;
    state: number;
  };
  const byKey = new Map((existing as Existing[]).map((row) => [keyOf(row), row]));
  const owners = await ownersOf(db, lines.values());
  let written = 0;
  // In one order of their keys: two runs of the same period (the hourly one beside the one
  // following payments) lock the same rows in the same order. In the order their groups came
  // (PostgreSQL's hash aggregate orders them by the data read) they deadlocked.
  const ordered = [...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, line] of ordered) {
    const sums = {
      ...Object.fromEntries(SUM_KEYS.map((f) => [f, line[f]])),
      netAmount: netOf(line),
    };
    const row = byKey.get(key);
    byKey.delete(key);
    if (row) {
      if (row.state !== openState) continue;
      await db
        .updateTable(table)
        .set({ ...sums, generatedAt: stamp, updateBy: FINANCE_AUTHOR, updateDate: stamp })
        .where('id', '=', row.id)
        .where('state', '=', openState)
        .execute();
      written += 1;
      continue;
    }
    const owner = owners.get(`${line.tenantId}|${line.mchNo}`);
    if (!owner) continue;
    await db
      .insertInto(table)
      .values({
        tenantId: line.tenantId,
        ...owner,
        [period.column]: period.value,
        mchNo: line.mchNo,
        ifCode: line.ifCode,
        wayCode: line.wayCode,
        ...sums,
        generatedAt: stamp,
        state: openState,
        createBy: FINANCE_AUTHOR,
        createDate: stamp,
        updateBy: FINANCE_AUTHOR,
        updateDate: stamp,
      })
      // Another run of the same period (the hourly job beside the one following payments) may
      // have added the row since it was read: then it is updated as found, while still open.
      .onConflict((conflict) =>
        conflict
          .columns(['tenantId', period.column, 'mchNo', 'ifCode', 'wayCode'])
          .doUpdateSet({ ...sums, generatedAt: stamp, updateBy: FINANCE_AUTHOR, updateDate: stamp })
          .where(`${table}.state`, '=', openState),
      )
      .execute();
    written += 1;
  }
  const gone = [...byKey.values()].filter((row) => row.state === openState).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom(table).where('id', 'in', gone).execute();
  return written;
};

export const createFinance = ({ db, now }: { db: Db; now: () => number }) => {
  /** Works one day (`YYYY-MM-DD`) out again; answers how many rows it wrote. */
  const generateDay = (date: string): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const tx = untyped(trx);
      return writePeriod(
        tx,
        'finance_daily',
        { column: 'statDate', value: date },
        FINANCE_DAILY_STATE.generated,
        merge(await dayLines(tx, date)),
        formatDateTime(now()),
      );
    });

  /** Works one month (`YYYY-MM`) out again from its days. */
  const generateMonth = (month: string): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const tx = untyped(trx);
      return writePeriod(
        tx,
        'finance_monthly',
        { column: 'statMonth', value: month },
        FINANCE_MONTHLY_STATE.open,
        merge(await monthLines(tx, month)),
        formatDateTime(now()),
      );
    });

  /** Yesterday and today, then their months (what the hourly run does). */
  const refresh = async (at = now()): Promise<void> => {
    const days = [at - 24 * 60 * 60 * 1000, at].map((ms) => formatDateTime(ms).slice(0, 10));
    for (const day of days) await generateDay(day);
    for (const month of new Set(days.map((day) => day.slice(0, 7)))) await generateMonth(month);
  };

  /** A 400 for a day or month that is not over yet (today, this month, or later). */
  const refuseUnlessOver = (kind: 'statDate' | 'statMonth', period: string): void => {
    const today = formatDateTime(now()).slice(0, 10);
    const current = kind === 'statDate' ? today : today.slice(0, 7);
    if (period < current) return;
    throw kind === 'statDate'
      ? new AppError(400, 'finance.dayNotOver', { values: { date: period } })
      : new AppError(400, 'finance.monthNotOver', { values: { month: period } });
  };

  return { generateDay, generateMonth, refresh, refuseUnlessOver };
};

export type Finance = ReturnType<typeof createFinance>;

/** How soon after a payment or refund settles today's statements are worked out again. */
export const FINANCE_FOLLOW_MS = 2_000;

/**
 * Today's statements follow the orders: each settled payment or refund asks for its day and
 * month to be worked out again, once, `delayMs` later (a burst of outcomes makes one run, after
 * their transactions committed). The hourly refresh still covers what this misses (a server that
 * stopped meanwhile).
 */
export const createFinanceFollower = (
  finance: Finance,
  options: { delayMs?: number; onError: (error: unknown) => void },
) => {
  const days = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    timer = undefined;
    const due = [...days];
    days.clear();
    running = (async () => {
      for (const day of due) await finance.generateDay(day);
      for (const month of new Set(due.map((day) => day.slice(0, 7))))
        await finance.generateMonth(month);
    })().catch(options.onError);
    await running;
    running = undefined;
  };
  return {
    /** An outcome settled at `at` (epoch milliseconds). */
    kick: (at: number) => {
      days.add(formatDateTime(at).slice(0, 10));
      if (timer) return;
      timer = setTimeout(() => void run(), options.delayMs ?? FINANCE_FOLLOW_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
};
