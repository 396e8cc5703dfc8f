// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LineChart } from './line-chart';
import { axisTicks, labelStep, SERIES_COLOURS } from './line-chart-scale';
import { contrastRatio } from '../lib/contrast';

afterEach(cleanup);

const LABELS = ['11-20', '11-21', '11-22', '11-23'];
const SERIES = [
  { key: 'users', name: 'New users', values: [0, 3, 1, 7] },
  { key: 'goods', name: 'New goods', values: [2, 2, 0, 12] },
];

const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('g[data-series]')].map((g) => g.getAttribute('data-series'));

describe('line chart scale', () => {
  it('ticks in whole steps of 1, 2 or 5 × 10ⁿ that reach the largest value', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(12)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(480)).toEqual([0, 100, 200, 300, 400, 500]);
    for (const max of [1, 9, 31, 99, 1234, 98_765]) {
      const ticks = axisTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it('writes about ten x labels whatever the number of days', () => {
    expect(labelStep(7)).toBe(1);
    expect(labelStep(30)).toBe(3);
    expect(labelStep(90)).toBe(9);
  });

  it('draws every line at 3:1 or more against white', () => {
    for (const colour of SERIES_COLOURS) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('line chart', () => {
  it('is a named image with its figures as a table for screen readers', () => {
    render(<LineChart labels={LABELS} series={SERIES} label="Activity, last 4 days" />);
    expect(screen.getByRole('img', { name: 'Activity, last 4 days' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Activity, last 4 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'New usersNew goods',
      '11-2002',
      '11-2132',
      '11-2210',
      '11-23712',
    ]);
  });

  it('hides and shows a series from its legend button', () => {
    const { container } = render(<LineChart labels={LABELS} series={SERIES} label="Activity" />);
    expect(drawn(container)).toEqual(['users', 'goods']);
    const users = screen.getByRole('button', { name: /New users/ });
    expect(users.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(users);
    expect(users.getAttribute('aria-pressed')).toBe('false');
    expect(drawn(container)).toEqual(['goods']);
    fireEvent.click(users);
    expect(drawn(container)).toEqual(['users', 'goods']);
  });

  it('moves a cursor with the arrow keys and says the day’s values', () => {
    render(<LineChart labels={LABELS} series={SERIES} label="Activity" testId="chart" />);
    const chart = screen.getByRole('img', { name: 'Activity' });
    expect(screen.queryByTestId('chart-cursor')).toBeNull();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-cursor').textContent).toBe(
      '11-20● New users: 0● New goods: 2',
    );
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByTestId('chart-cursor').textContent).toBe(
      '11-23● New users: 7● New goods: 12',
    );
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-cursor').textContent).toContain('11-22');
    fireEvent.blur(chart);
    expect(screen.queryByTestId('chart-cursor')).toBeNull();
  });
});
