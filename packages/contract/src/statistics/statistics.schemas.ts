import { z } from 'zod';
import { scopeSelectorFields } from '../api/scope-filter';

import { STATISTICS_MAX_DAYS } from './statistics-days';

export { STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS } from './statistics-days';

/**
 * The dashboard's question: counts and recent activity of the caller's scope, optionally
 * narrowed by the tenant and organisation selectors (never widened).
 */
export const statisticsQuerySchema = z.object({
  /** Tenant and organisation selectors (selfAndSub organId, selected organIds). */
  ...scopeSelectorFields,
  days: z.number().int().min(1).max(STATISTICS_MAX_DAYS).optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/**
 * One counted domain. `key` names it (`users`, `organs`, `files`, later `stores`, `goods`,
 * `orders`…); the console titles it and shows a badge for pending work (`orders`).
 */
export const statisticsCountSchema = z.object({
  key: z.string(),
  count: z.number().int().nonnegative(),
});
export type StatisticsCount = z.infer<typeof statisticsCountSchema>;

/** A daily series: one point per calendar day (UTC, `yyyy-MM-dd`), oldest first, gaps as 0. */
export const statisticsSeriesSchema = z.object({
  key: z.string(),
  points: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      value: z.number().int().nonnegative(),
    }),
  ),
});
export type StatisticsSeries = z.infer<typeof statisticsSeriesSchema>;

export const statisticsOverviewSchema = z.object({
  counts: z.array(statisticsCountSchema),
  series: z.array(statisticsSeriesSchema),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewSchema>;

/**
 * The dashboard's devices card: devices by connection (online, offline, fault, never
 * activated), aisles low on stock and today's vending sales (count and amount in cents), of the
 * caller's scope.
 */
export const deviceStatisticsSchema = z.object({
  devices: z.object({
    total: z.number().int().nonnegative(),
    online: z.number().int().nonnegative(),
    offline: z.number().int().nonnegative(),
    fault: z.number().int().nonnegative(),
    never: z.number().int().nonnegative(),
  }),
  lowStockAisles: z.number().int().nonnegative(),
  salesToday: z.object({
    count: z.number().int().nonnegative(),
    amount: z.number().int().nonnegative(),
  }),
});
export type DeviceStatistics = z.infer<typeof deviceStatisticsSchema>;
