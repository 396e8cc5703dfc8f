import { defineScreens } from '../../lib/screen-table';

export const dashboardScreens = defineScreens({
  '/dashboard': async () => (await import('./dashboard-screen')).DashboardScreen,
});
