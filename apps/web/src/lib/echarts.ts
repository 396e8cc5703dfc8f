// ECharts with only the parts the console draws; imported lazily by components/echart.tsx so
// the library lands in the chunks of the screens that show charts, never in the entry.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([
  BarChart,
  LineChart,
  PieChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { init };
export type { EChartsCoreOption as ChartOption, EChartsType } from 'echarts/core';
