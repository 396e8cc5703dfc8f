import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Card, Typography } from 'antd';
import { EChart, type ChartOption } from '../../components/echart';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { EChartsType } from '../../lib/echarts';
import { demoMessages } from './demo.i18n';
import { SampleDataNotice } from './sample-data-notice';

/** Invented figures, labelled as sample data: fixed, so the charts look the same on every visit. */
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const KEYBOARD_SALES = HOURS.map((_, hour) =>
  Math.round(40 + 35 * Math.sin(hour / 3.5) + hour * 2),
);
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

/** Arrow keys move the highlighted point, so the chart is usable without a mouse. */
export const KeyboardChartScreen = () => {
  const t = useMessages(demoMessages);
  const chart = useRef<EChartsType | null>(null);
  const index = useRef(0);
  const option = useMemo<ChartOption>(
    () => ({
      title: { text: t('chart.keyboard'), left: 'center' },
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, bottom: 64 },
      dataZoom: [{ type: 'slider' }, { type: 'inside' }],
      xAxis: { type: 'category', data: HOURS },
      yAxis: { type: 'value' },
      series: [{ name: t('chart.sales'), type: 'bar', data: KEYBOARD_SALES }],
    }),
    [t],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !chart.current) return;
    event.preventDefault();
    index.current = (index.current + step + HOURS.length) % HOURS.length;
    chart.current.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: index.current });
  };
  return (
    <Card>
      <SampleDataNotice />
      <Typography.Paragraph type="secondary">{t('chart.hint')}</Typography.Paragraph>
      <div tabIndex={0} onKeyDown={onKeyDown} data-testid="keyboard-chart-focus">
        <EChart
          option={option}
          height="calc(100vh - 260px)"
          label={t('chart.keyboard')}
          testId="chart"
          onReady={(instance) => {
            chart.current = instance;
          }}
        />
      </div>
    </Card>
  );
};

/** Monday to Sunday in the current language (2024-01-01 was a Monday). */
const weekdays = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, day) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + day, 12))),
  );
};

export const LineChartScreen = () => {
  const t = useMessages(demoMessages);
  const locale = useLocale();
  const option = useMemo<ChartOption>(
    () => ({
      title: { text: t('chart.line'), left: 'center' },
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0, data: [t('chart.visits'), t('chart.orders')] },
      grid: { left: 48, right: 24, bottom: 48 },
      xAxis: { type: 'category', boundaryGap: false, data: weekdays(locale) },
      yAxis: { type: 'value' },
      series: [
        {
          name: t('chart.visits'),
          type: 'line',
          smooth: true,
          areaStyle: {},
          data: [820, 932, 901, 934, 1290, 1330, 1320],
        },
        {
          name: t('chart.orders'),
          type: 'line',
          smooth: true,
          data: [120, 182, 191, 234, 290, 330, 310],
        },
      ],
    }),
    [t, locale],
  );
  return (
    <Card>
      <SampleDataNotice />
      <EChart option={option} height="calc(100vh - 220px)" label={t('chart.line')} testId="chart" />
    </Card>
  );
};

export const MixChartScreen = () => {
  const t = useMessages(demoMessages);
  const option = useMemo<ChartOption>(() => {
    const sales = MONTHS.map((_, month) => 200 + ((month * 37) % 120) + month * 15);
    const orders = MONTHS.map((_, month) => 40 + ((month * 13) % 30) + month * 2);
    return {
      title: { text: t('chart.mix'), left: 'center' },
      tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
      legend: { bottom: 0, data: [t('chart.sales'), t('chart.orders'), t('chart.average')] },
      grid: { left: 56, right: 56, bottom: 72 },
      dataZoom: [{ type: 'slider', bottom: 28 }],
      xAxis: { type: 'category', data: MONTHS },
      yAxis: [{ type: 'value' }, { type: 'value', position: 'right' }],
      series: [
        { name: t('chart.sales'), type: 'bar', stack: 'total', data: sales },
        { name: t('chart.orders'), type: 'bar', stack: 'total', data: orders },
        {
          name: t('chart.average'),
          type: 'line',
          yAxisIndex: 1,
          data: sales.map((value, month) => Math.round((value / orders[month]!) * 10) / 10),
        },
      ],
    };
  }, [t]);
  return (
    <Card>
      <SampleDataNotice />
      <EChart option={option} height="calc(100vh - 220px)" label={t('chart.mix')} testId="chart" />
    </Card>
  );
};
