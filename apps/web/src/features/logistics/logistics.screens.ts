import { defineScreens } from '../../lib/screen-table';
import { INTRA_CITY_DETAIL_PATH } from '../../lib/detail-paths';

type ScreenSet = typeof import('./intra-city-screens');

const screen = (name: keyof ScreenSet) => async () => (await import('./intra-city-screens'))[name];

/** Intra-city delivery: the registry's list with a Detail button, and one delivery's page. */
export const logisticsScreens = defineScreens({
  '/intraCityDelivery/index': screen('IntraCityListScreen'),
  [INTRA_CITY_DETAIL_PATH]: screen('IntraCityDetailScreen'),
});
