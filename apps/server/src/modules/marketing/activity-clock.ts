import { ACTIVITY_STATUS, VALIDITY_TYPE } from '@retail/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import { writeStateLog } from '../../resources/state-log';

// The activities' clock (docs/marketing.md): scheduled markdowns and full reductions start at
// their start and end at their end (flash sales and group buys too); a coupon template with fixed dates ends when its validity
// does. Each move is a compare-and-set (a stop by staff meanwhile wins) with its row in the
// state log, by `system`, so the console's History shows it beside the staff's steps.

/** How often the server's timer looks (marketing-admin.routes.ts). */
export const ACTIVITY_CLOCK_MS = 60_000;

/** Activities with goods of their own at an activity price. */
type TimedItemActivity = 'secKills' | 'grouponActivity' | 'bargainActivity';

/** Decorations live like activities (decoration/decoration.service.ts reads the running ones). */
type Decoration = 'promotionBorder' | 'promotionBackground';

/** The system's name in audit columns and the state log. */
const SYSTEM = 'system';

type Move = {
  /** Registry key (the state log's resource). */
  resource:
    'promotionMarkdown' | 'promotionFullReduction' | TimedItemActivity | Decoration | 'coupon';
  table:
    | 'promotionMarkdown'
    | 'promotionFullReduction'
    | 'seckillActivity'
    | 'grouponActivity'
    | 'bargainActivity'
    | Decoration
    | 'couponTemplate';
  action: 'start' | 'end';
  from: number;
  to: number;
  /** The column whose moment, reached, makes the move due. */
  at: 'startTime' | 'endTime' | 'validEndTime';
  /** Only templates of fixed validity end on a date. */
  fixedValidity?: boolean;
};

const { scheduled, running, ended } = ACTIVITY_STATUS;

/** In order: what starts may end in the same run (a window passed while the server was down). */
const MOVES: readonly Move[] = [
  ...(
    [
      'promotionMarkdown',
      'promotionFullReduction',
      'promotionBorder',
      'promotionBackground',
    ] as const
  ).flatMap((key): Move[] => [
    { resource: key, table: key, action: 'start', from: scheduled, to: running, at: 'startTime' },
    { resource: key, table: key, action: 'end', from: running, to: ended, at: 'endTime' },
  ]),
  // Flash sales (each day's slot is checked when buying), group buys, bargains: their window.
  ...(
    [
      ['secKills', 'seckillActivity'],
      ['grouponActivity', 'grouponActivity'],
      ['bargainActivity', 'bargainActivity'],
    ] as const
  ).flatMap(([resource, table]): Move[] => [
    { resource, table, action: 'start', from: scheduled, to: running, at: 'startTime' },
    { resource, table, action: 'end', from: running, to: ended, at: 'endTime' },
  ]),
  {
    resource: 'coupon',
    table: 'couponTemplate',
    action: 'end',
    from: running,
    to: ended,
    at: 'validEndTime',
    fixedValidity: true,
  },
];

/** How many records each run moved, by resource and action (`promotionMarkdown.start`). */
export type ClockRun = Record<string, number>;

type Due = { id: number; tenantId: number; organId: number; organPath: string };

/** At most this many records of a kind per move and run (the next run takes the rest). */
const BATCH = 500;

export const createActivityClock = (db: Db) => {
  const moveOne = async (move: Move, row: Due, date: string): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      const moved = await untyped(trx)
        .updateTable(move.table)
        .set({ status: move.to, updateBy: SYSTEM, updateDate: date })
        .where('id', '=', row.id)
        .where('status', '=', move.from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await writeStateLog(trx, {
        owner: row,
        resource: move.resource,
        recordId: row.id,
        action: move.action,
        from: move.from,
        to: move.to,
        remark: null,
        by: SYSTEM,
        date: date,
      });
      return true;
    });

  /** Moves every record due at `now` (epoch ms); answers how many moved. */
  const runDue = async (now: number): Promise<ClockRun> => {
    const date = formatDateTime(now);
    const run: ClockRun = {};
    for (const move of MOVES) {
      let query = untyped(db)
        .selectFrom(move.table)
        .select(['id', 'tenantId', 'organId', 'organPath'])
        .where('status', '=', move.from)
        .where(move.at, '<=', date);
      if (move.fixedValidity) query = query.where('validityType', '=', VALIDITY_TYPE.fixed);
      const due = (await query.orderBy('id').limit(BATCH).execute()) as Due[];
      let count = 0;
      for (const row of due) if (await moveOne(move, row, date)) count += 1;
      if (count > 0) run[`${move.resource}.${move.action}`] = count;
    }
    return run;
  };

  /**
   * Starts one just-scheduled activity whose start has already come (staff need not wait for
   * the next run of the clock to see it running); answers whether it moved.
   */
  const startIfDue = async (
    resource: Exclude<Move['resource'], 'coupon'>,
    id: number,
    now: number,
  ): Promise<boolean> => {
    const move = MOVES.find((each) => each.resource === resource && each.action === 'start');
    if (!move) return false;
    const date = formatDateTime(now);
    const row = (await untyped(db)
      .selectFrom(move.table)
      .select(['id', 'tenantId', 'organId', 'organPath'])
      .where('id', '=', id)
      .where('status', '=', move.from)
      .where(move.at, '<=', date)
      .executeTakeFirst()) as Due | undefined;
    return row ? moveOne(move, row, date) : false;
  };

  return { runDue, startIfDue };
};

export type ActivityClock = ReturnType<typeof createActivityClock>;
