import { marketingEndpoints, shopperCouponEndpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';
import { COUPON_SWEEP_MS } from './marketing.service';
import { scheduleJob } from '../../lib/jobs';

// Marketing's calls for pricing and coupons (docs/marketing.md): the console's pricing preview,
// the storefront's coupons (templates to claim, claim, the shopper's own), flash sales on now,
// group buys with their open groups, bargains (start, help, a bargain's page), and the clock that expires unused coupons past their validity.

export const marketingShopRoutes: FastifyPluginAsync = async (app) => {
  const { pricing, coupons, seckills, groupons, bargains } = app.services.marketing;

  registerEndpoint(app, marketingEndpoints.preview, ({ request, scope, body }) =>
    pricing.preview(scope, body, { locale: localeOf(request) }),
  );

  registerEndpoint(app, shopperCouponEndpoints.templates, ({ params }) =>
    coupons.templates(params.tenantId),
  );
  registerEndpoint(app, shopperCouponEndpoints.seckills, ({ params }) => seckills(params.tenantId));
  registerEndpoint(app, shopperCouponEndpoints.groupons, ({ params }) =>
    groupons.list(params.tenantId),
  );
  registerEndpoint(app, shopperCouponEndpoints.groupon, ({ params }) =>
    groupons.group(params.tenantId, params.id),
  );
  registerEndpoint(app, shopperCouponEndpoints.bargains, ({ params }) =>
    bargains.list(params.tenantId),
  );
  registerEndpoint(app, shopperCouponEndpoints.bargain, ({ params }) =>
    bargains.record(params.tenantId, params.id),
  );
  registerEndpoint(app, shopperCouponEndpoints.startBargain, ({ shopper, body }) =>
    bargains.start(shopper, body.activityId),
  );
  registerEndpoint(app, shopperCouponEndpoints.myBargains, ({ shopper }) => bargains.mine(shopper));
  registerEndpoint(app, shopperCouponEndpoints.helpBargain, ({ shopper, body }) =>
    bargains.help(shopper, body.recordId),
  );
  registerEndpoint(app, shopperCouponEndpoints.claim, ({ shopper, body }) =>
    coupons.claim(shopper, body.couponId),
  );
  registerEndpoint(app, shopperCouponEndpoints.mine, ({ shopper, body }) =>
    coupons.mine(shopper, body.status),
  );

  // Unused coupons whose validity ended become expired.
  scheduleJob(app, {
    name: 'coupon sweep',
    everyMs: COUPON_SWEEP_MS,
    run: () => coupons.expireDue(),
  });
};
