import { resources } from '@retail/contract';
import type { Db } from '../../db/database';
import { transitionHandler } from '../../resources/transition';
import type { Resource } from '@retail/contract';

/** The storefront page's registry action: taking a published page offline (a transition). */
export const renovationPageActions = (db: Db) => ({
  renovationPage: {
    offline: transitionHandler(db, resources.renovationPage as unknown as Resource, 'offline'),
  },
});
