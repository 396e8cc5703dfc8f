import {
  STATISTICS_DEFAULT_DAYS,
  type StatisticsOverview,
  type StatisticsQuery,
  type StatisticsSeries,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { narrowScope } from '../../scope/scoped-db';
import { STATISTICS_COUNTERS, type CounterSource } from './statistics.counters';
import { deviceStatistics } from './statistics.devices';
import { createStatisticsRepository } from './statistics.repository';

/** `yyyy-MM-dd` of an instant in the server's time zone, like every date of the API. */
const dayOf = (ms: number): string => formatDateTime(ms).slice(0, 10);

/** The last `days` calendar days up to today (server time zone), oldest first. */
export const lastDays = (nowMs: number, days: number): string[] =>
  Array.from({ length: days }, (_, index) => {
    const day = new Date(nowMs);
    day.setDate(day.getDate() - (days - 1 - index));
    return dayOf(day.getTime());
  });

/** Local midnight at the start of a `yyyy-MM-dd` day. */
const startOfDay = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!).getTime();
};

/** One point per day; days without events count 0. */
export const dailySeries = (
  key: string,
  days: readonly string[],
  eventDays: readonly string[],
): StatisticsSeries => {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const day of eventDays) if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  return { key, points: days.map((date) => ({ date, value: counts.get(date) ?? 0 })) };
};

export const createStatisticsService = ({
  db,
  counters = STATISTICS_COUNTERS,
}: {
  db: Db;
  counters?: readonly CounterSource[];
}) => {
  const repository = createStatisticsRepository(db);
  return {
    /** Devices by connection, low-stock aisles and today's vending sales of the caller's scope. */
    devices: async (scope: Scope, query: StatisticsQuery) =>
      deviceStatistics(db, scope, await narrowScope(db, scope, query)),

    /** Counts and recent activity of the caller's scope, narrowed (never widened) by the selectors. */
    overview: async (scope: Scope, query: StatisticsQuery): Promise<StatisticsOverview> => {
      const view = await narrowScope(db, scope, query);
      const days = lastDays(scope.nowMs, query.days ?? STATISTICS_DEFAULT_DAYS);
      const since = startOfDay(days[0]!);
      const [counts, logins, created] = await Promise.all([
        Promise.all(
          counters.map(async ({ key, table }) => ({
            key,
            count: await repository.count(scope, view, table),
          })),
        ),
        repository.loginTimes(scope, view, since),
        repository.userCreateDates(scope, view, `${days[0]} 00:00:00`),
      ]);
      return {
        counts,
        series: [
          dailySeries('logins', days, logins.map(dayOf)),
          dailySeries(
            'newUsers',
            days,
            created.map((stamp) => stamp.slice(0, 10)),
          ),
        ],
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;
