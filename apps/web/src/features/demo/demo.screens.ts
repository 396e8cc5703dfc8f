import { defineScreens } from '../../lib/screen-table';

const charts = () => import('./chart-screens');
const tables = () => import('./table-screens');
const trees = () => import('./tree-table-screens');
const nested = () => import('./nested-screens');

/** Demo routes of console.md §2 and the hidden guide. */
export const demoScreens = defineScreens({
  '/guide/index': async () => (await import('./guide-screen')).GuideScreen,
  '/charts/keyboard': async () => (await charts()).KeyboardChartScreen,
  '/charts/line': async () => (await charts()).LineChartScreen,
  '/charts/mixchart': async () => (await charts()).MixChartScreen,
  '/table/dynamic-table': async () => (await tables()).DynamicTableScreen,
  '/table/drag-table': async () => (await tables()).DragTableScreen,
  '/table/inline-edit-table': async () => (await tables()).InlineEditTableScreen,
  '/table/complex-table': async () => (await tables()).ComplexTableScreen,
  '/tree-table/index': async () => (await trees()).TreeTableScreen,
  '/tree-table/custom': async () => (await trees()).CustomTreeTableScreen,
  '/nested/menu1/menu1-1': async () => (await nested()).Menu11Screen,
  '/nested/menu1/menu1-2/menu1-2-1': async () => (await nested()).Menu121Screen,
  '/nested/menu1/menu1-2/menu1-2-2': async () => (await nested()).Menu122Screen,
  '/nested/menu1/menu1-3': async () => (await nested()).Menu13Screen,
  '/nested/menu2': async () => (await nested()).Menu2Screen,
});
