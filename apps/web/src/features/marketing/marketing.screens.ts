import { defineScreens } from '../../lib/screen-table';

/** Marketing screens with more than their registry declaration gives. */
export const marketingScreens = defineScreens({
  '/droolsRule/index': async () => (await import('./drools-rule-screen')).DroolsRuleScreen,
  '/promotion/index': async () =>
    (await import('./promotion-overview-screen')).PromotionOverviewScreen,
});
