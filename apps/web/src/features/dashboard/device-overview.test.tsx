// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { statisticsEndpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { ok, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { DashboardScreen } from './dashboard-screen';

setUpScreenTests('en', 30_000);

const overview = () => ok({ counts: [{ key: 'users', count: 3 }], series: [] });
const devices = () =>
  ok({
    devices: { total: 9, online: 5, offline: 2, fault: 1, never: 1 },
    lowStockAisles: 4,
    salesToday: { count: 12, amount: 4250 },
  });

describe('dashboard devices card', () => {
  it('shows devices online, offline and in fault, low-stock aisles and today’s sales', async () => {
    routeFetch({
      [routeOf(statisticsEndpoints.overview)]: overview,
      [routeOf(statisticsEndpoints.devices)]: devices,
    });
    renderScreen(<DashboardScreen />, { DASHBOARD: true, DEVICE_LIST: true });
    const card = await screen.findByTestId('dashboard-devices', {}, { timeout: 5000 });
    await waitFor(() => expect(within(card).getByText('Online')).toBeTruthy());
    const figure = (key: string) => within(card).getByTestId(`devices-${key}`).textContent;
    expect(figure('online')).toContain('5');
    expect(figure('offline')).toContain('2');
    expect(figure('fault')).toContain('1');
    expect(figure('lowStock')).toContain('4');
    expect(figure('sales')).toContain('12');
    expect(figure('amount')).toContain('42.50');
  });

  it('is not shown, and nothing is asked, without device authority', async () => {
    const requests = routeFetch({
      [routeOf(statisticsEndpoints.overview)]: overview,
      [routeOf(statisticsEndpoints.devices)]: devices,
    });
    renderScreen(<DashboardScreen />, { DASHBOARD: true });
    await screen.findByTestId('count-users');
    expect(screen.queryByTestId('dashboard-devices')).toBeNull();
    expect(requests.some((request) => request.path === statisticsEndpoints.devices.path)).toBe(
      false,
    );
  });
});
