import { defineEndpoint } from '../api/endpoint';
import {
  deviceStatisticsSchema,
  statisticsOverviewSchema,
  statisticsQuerySchema,
} from './statistics.schemas';

export const statisticsEndpoints = {
  overview: defineEndpoint({
    method: 'POST',
    path: '/api/statistics/overview',
    summary:
      "Counts per domain and daily activity (logins, new users) of the caller's data scope, for the dashboard",
    access: 'session',
    // Counts rows of owned tables (users first) through the scope layer.
    isolation: { owned: 'user' },
    body: statisticsQuerySchema,
    kind: 'envelope',
    response: statisticsOverviewSchema,
  }),
  devices: defineEndpoint({
    method: 'POST',
    path: '/api/statistics/devices',
    summary:
      "Devices online, offline and in fault, aisles low on stock and today's vending sales of the caller's data scope, for the dashboard",
    access: { authority: 'DEVICE_LIST' },
    isolation: { owned: 'device' },
    body: statisticsQuerySchema,
    kind: 'envelope',
    response: deviceStatisticsSchema,
  }),
} as const;
