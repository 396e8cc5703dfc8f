import { marketingEndpoints, promotionOverviewEndpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { ACTIVITY_CLOCK_MS } from './activity-clock';
import { scheduleJob } from '../../lib/jobs';

// Marketing's console calls beyond the registry (docs/marketing.md): trying a rule on a sample
// cart; the promotions overview; and the activities' clock, started once the app is ready and stopped when it closes.

export const marketingAdminRoutes: FastifyPluginAsync = async (app) => {
  const { activities, rules, bargains, overview } = app.services.marketing;

  registerEndpoint(app, marketingEndpoints.testRule, ({ scope, body }) => rules.test(scope, body));
  registerEndpoint(app, promotionOverviewEndpoints.list, ({ scope, body, query }) =>
    overview.list(scope, body, query),
  );

  // Scheduled activities start and end, coupon templates of fixed dates end, bargains out of
  // time fail.
  scheduleJob(app, {
    name: 'activity clock',
    everyMs: ACTIVITY_CLOCK_MS,
    run: async () => {
      await activities.runDue(app.clock.now());
      await bargains.failDue();
    },
  });
};
