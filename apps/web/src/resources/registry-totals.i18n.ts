import { defineMessages } from '../lib/i18n/feature-messages';

/** Texts of a list's header totals (registry `totals`): the region's name and a plain count. */
export const totalsMessages = defineMessages('listTotals', {
  en: { region: 'Totals of {{title}}', count: 'Records', updating: 'Updating' },
  zh: { region: '{{title}}合计', count: '记录数', updating: '更新中' },
  es: { region: 'Totales de {{title}}', count: 'Registros', updating: 'Actualizando' },
});
