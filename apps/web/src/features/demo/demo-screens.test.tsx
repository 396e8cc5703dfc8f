// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { LOCALES, type Locale } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { KeyboardChartScreen, LineChartScreen, MixChartScreen } from './chart-screens';
import { demoMessages } from './demo.i18n';
import { GuideScreen } from './guide-screen';
import { Menu11Screen } from './nested-screens';
import {
  ComplexTableScreen,
  DragTableScreen,
  DynamicTableScreen,
  InlineEditTableScreen,
} from './table-screens';
import { CustomTreeTableScreen, TreeTableScreen } from './tree-table-screens';

// ECharts needs a canvas; what matters here is the label around the chart, not the drawing.
vi.mock('../../components/echart', () => ({
  EChart: ({ label, testId }: { label: string; testId?: string }) => (
    <div role="img" aria-label={label} data-testid={testId} />
  ),
}));

/** Every demo screen that shows invented figures, with whether it lets the user change them. */
const SAMPLE_SCREENS: Array<[string, ComponentType, boolean]> = [
  ['/charts/keyboard', KeyboardChartScreen, false],
  ['/charts/line', LineChartScreen, false],
  ['/charts/mixchart', MixChartScreen, false],
  ['/table/dynamic-table', DynamicTableScreen, false],
  ['/table/drag-table', DragTableScreen, true],
  ['/table/inline-edit-table', InlineEditTableScreen, true],
  ['/table/complex-table', ComplexTableScreen, false],
  ['/tree-table/index', TreeTableScreen, false],
  ['/tree-table/custom', CustomTreeTableScreen, false],
];

const texts = (locale: Locale) => demoMessages.bundles[locale];

const show = (Screen: ComponentType) =>
  render(
    <AntdApp>
      <Screen />
    </AntdApp>,
  );

/** The "Sample data" alert of the screen shown. */
const notice = () => screen.getByTestId('sample-data');

const fetchSpy = vi.fn(() => Promise.reject(new Error('the demo screens call nothing')));

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
  await setLocale('en');
});
afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('demo screens label their invented figures', () => {
  it.each(SAMPLE_SCREENS)('%s shows a "Sample data" alert', (_path, Screen, editable) => {
    show(Screen);
    expect(screen.getAllByTestId('sample-data')).toHaveLength(1);
    expect(within(notice()).getByTestId('sample-data-label').textContent).toBe('Sample data');
    expect(notice().textContent).toContain(
      editable ? texts('en').sample.keptOnPage : texts('en').sample.invented,
    );
    // A warning alert: normal text colour on a light background, whatever the theme colour.
    expect(notice().className).toContain('ant-alert-warning');
    // Above what it labels: the first thing in the screen's card.
    const card = notice().closest('.ant-card-body')!;
    expect(card.firstElementChild).toBe(notice());
  });

  it.each(LOCALES)('the label and its explanation are in %s', async (locale) => {
    await act(() => setLocale(locale));
    show(InlineEditTableScreen);
    expect(within(notice()).getByTestId('sample-data-label').textContent).toBe(
      texts(locale).sample.label,
    );
    expect(notice().textContent).toContain(texts(locale).sample.keptOnPage);
    cleanup();
    show(LineChartScreen);
    expect(notice().textContent).toContain(texts(locale).sample.invented);
  });

  it('the catalogues say sample data, and that nothing is saved, in every language', () => {
    expect([texts('en').sample.label, texts('zh').sample.label, texts('es').sample.label]).toEqual([
      'Sample data',
      '示例数据',
      'Datos de ejemplo',
    ]);
    expect(texts('en').sample.keptOnPage).toContain('never saved');
    expect(texts('zh').sample.keptOnPage).toContain('不会保存');
    expect(texts('es').sample.keptOnPage).toContain('nunca se guardan');
  });

  it('screens without invented figures carry no label', () => {
    show(Menu11Screen);
    expect(screen.queryByTestId('sample-data')).toBeNull();
    cleanup();
    show(GuideScreen);
    expect(screen.queryByTestId('sample-data')).toBeNull();
  });
});

describe('inline edit table', () => {
  const firstRow = () => screen.getByTestId('demo-table').querySelector<HTMLElement>('tbody tr')!;
  const titleCell = () => firstRow().querySelectorAll('td')[1]!;

  it.each(LOCALES)(
    'in %s, applies the change on this page only and says it was not saved',
    async (locale) => {
      await act(() => setLocale(locale));
      const t = texts(locale);
      show(InlineEditTableScreen);
      const before = titleCell().textContent;
      fireEvent.click(within(firstRow()).getByTestId('inline-edit'));
      expect(screen.getByTestId('inline-apply').textContent?.replace(/\s/g, '')).toBe(
        t.table.apply.replace(/\s/g, ''),
      );
      fireEvent.change(screen.getByTestId('inline-title'), {
        target: { value: 'Edited in the row' },
      });
      fireEvent.click(screen.getByTestId('inline-apply'));

      expect(titleCell().textContent).toBe('Edited in the row');
      expect(before).not.toBe('Edited in the row');
      const toast = await screen.findByText(t.table.keptOnPage);
      expect(toast.closest('.ant-message-notice')).not.toBeNull();
      // Never a success claim: no success toast, no 操作成功, no "the row was saved".
      expect(document.querySelector('.ant-message-success')).toBeNull();
      expect(document.body.textContent).not.toMatch(
        /操作成功|成功|row was saved|已保存|fila se guardó/,
      );
      // Nothing was sent anywhere.
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('cancel leaves the row as it was', () => {
    show(InlineEditTableScreen);
    const before = titleCell().textContent;
    fireEvent.click(within(firstRow()).getByTestId('inline-edit'));
    fireEvent.change(screen.getByTestId('inline-title'), { target: { value: 'Not kept' } });
    fireEvent.click(screen.getByTestId('inline-cancel'));
    expect(titleCell().textContent).toBe(before);
  });

  it('refuses an empty title', async () => {
    show(InlineEditTableScreen);
    fireEvent.click(within(firstRow()).getByTestId('inline-edit'));
    fireEvent.change(screen.getByTestId('inline-title'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('inline-apply'));
    await screen.findByText(texts('en').table.titleRequired);
    expect(screen.getByTestId('inline-title')).toBeTruthy();
  });
});
