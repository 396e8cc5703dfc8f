// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { customerScreens } from './customer.screens';

setUpScreenTests('en', 20_000);

const owned = {
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  createBy: null,
  updateBy: null,
  updateDate: null,
};
const customer = {
  ...owned,
  id: 7,
  avatar: null,
  name: null,
  sex: 0,
  birthday: null,
  mark: null,
  mobile: '13800000001',
  nickname: 'Li Lei',
  levelId: 2,
  levelName: 'Silver',
  point: 120,
  experience: 150,
  registerTerminal: 20,
  loginDate: '2026-11-20 10:00:00',
  status: 1,
  createDate: '2026-11-01 09:00:00',
};
const level = (id: number, name: string, number: number, experience: number) => ({
  id,
  name,
  level: number,
  experience,
  discountPercent: 100,
  icon: null,
  backgroundUrl: null,
  status: 1,
  ...owned,
  createDate: null,
});

describe('the customer detail', () => {
  it('opens from the list as the shell loads it: header, progress to the next level, tabs', async () => {
    routeFetch({
      [routeOf(endpoints.customer.list)]: () => paged([customer]),
      [routeOf(endpoints.customerDetail.detail)]: () =>
        ok({ customer, level: level(2, 'Silver', 2, 100), nextLevel: level(3, 'Gold', 3, 500) }),
      [routeOf(endpoints.customerAddress.list)]: () =>
        paged([{ ...customer, id: 1, customerId: 7, name: 'Li Lei', detailAddress: '88 Century' }]),
    });
    // The way the shell's view host loads a screen: the table's loader, made lazy.
    const loader = customerScreens['/customer/index'];
    if (!loader) throw new Error('no customer screen');
    const Screen = lazy(async () => ({ default: await loader() }));
    renderScreen(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
      { CUSTOMER_LIST: true, CUSTOMER_POINT: true, CUSTOMER_ADDRESS_LIST: true },
      '/customer/index',
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Detail of customer Li Lei' }, { timeout: 10_000 }),
    );
    const header = await screen.findByTestId('customer-detail-header', {}, { timeout: 10_000 });
    expect(header.textContent).toContain('Silver (2)');
    expect(header.textContent).toContain('350 experience to Gold');
    expect(within(header).getByTestId('customer-adjustPoints')).toBeTruthy();
    // Change level needs its own authority.
    expect(within(header).queryByTestId('customer-changeLevel')).toBeNull();
    // Only the tabs the caller may list.
    expect(screen.getByTestId('customer-tab-addresses')).toBeTruthy();
    expect(screen.queryByTestId('customer-tab-orders')).toBeNull();
    expect(await screen.findByText('88 Century', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
