import { defineScreens } from '../../lib/screen-table';

/** Report templates: the registry's screen with the subject's metrics as a checklist. */
export const statisticsScreens = defineScreens({
  '/staticsTemplate/index': async () =>
    (await import('./report-template-screen')).ReportTemplateScreen,
});
