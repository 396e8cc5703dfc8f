import { marketingEndpoints, promotionOverviewEndpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { ACTIVITY_CLOCK_MS } from './activity-clock';

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
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      activities
        .runDue(app.clock.now())
        .then(() => bargains.failDue())
        .catch((error: unknown) => app.log.error({ err: error }, 'activity clock failed'));
    }, ACTIVITY_CLOCK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
