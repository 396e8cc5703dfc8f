import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { REPORT_CLOCK_MS } from './report-run';
import { scheduleJob } from '../../lib/jobs';

/** The dashboard's figures for the caller's data scope, and the report tasks' clock. */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const { statistics, reports } = app.services;
  registerEndpoint(app, endpoints.statistics.overview, ({ scope, body }) =>
    statistics.overview(scope, body),
  );
  registerEndpoint(app, endpoints.statistics.devices, ({ scope, body }) =>
    statistics.devices(scope, body),
  );

  // Report tasks made by hand and schedules whose time has come run (docs/statistics.md).
  scheduleJob(app, { name: 'report clock', everyMs: REPORT_CLOCK_MS, run: () => reports.runDue() });
};
