import { defineScreens } from '../../lib/screen-table';

/**
 * The admin screens by their authority node url (apps/server/src/db/seed/authority-tree.ts).
 * Each loads its own chunk the first time it is opened.
 */
export const adminScreens = defineScreens({
  '/user/index': async () => (await import('./admin-screens')).UserScreen,
  '/user/detail/index': async () => (await import('./user-detail-screen')).UserDetailScreen,
  '/role/index': async () => (await import('./admin-screens')).RoleScreen,
  '/authority/index': async () => (await import('./admin-screens')).AuthorityScreen,
  '/organ/index': async () => (await import('./admin-screens')).OrganScreen,
  '/dictionary/index': async () => (await import('./admin-screens')).DictionaryScreen,
  '/gateway/index': async () => (await import('./gateway-screen')).GatewayScreen,
});
