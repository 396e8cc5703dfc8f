// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resources } from '@retail/contract';
import { renderScreen } from '../../../resources/render.test-support';
import { ok, routeFetch, routeOf } from '../../../resources/route-fetch.test-support';
import { openSelect, setUpScreenTests } from '../../../resources/screen.test-support';
import { LinkPicker } from './link-picker';

setUpScreenTests('en', 30_000);

const TEMPLATES = [
  { id: 5, name: 'Welcome', status: 20, takeType: 1 },
  { id: 6, name: 'Staff gift', status: 20, takeType: 2 },
  { id: 7, name: 'Autumn', status: 0, takeType: 1 },
];

/** The options of the select opened last (the link type's list stays in the page). */
const options = () =>
  [
    ...([...document.querySelectorAll('.ant-select-dropdown')]
      .at(-1)
      ?.querySelectorAll('.ant-select-item-option') ?? []),
  ].map((node) => node.textContent);

const pick = (value: unknown) => {
  const requests = routeFetch({
    [routeOf(resources.coupon.endpoints.queryForList)]: () => ok(TEMPLATES),
  });
  const onChange = vi.fn();
  renderScreen(
    <LinkPicker id="link" label="Link" value={value} disabled={false} onChange={onChange} />,
    {},
  );
  return { requests, onChange };
};

describe('the link picker: a coupon', () => {
  it('lists the tenant’s coupon templates by name and writes the coupon’s storefront path', async () => {
    const { requests, onChange } = pick({ kind: 'none' });
    fireEvent.mouseDown(
      screen.getByLabelText('Link: link type').closest('.ant-select') as HTMLElement,
    );
    fireEvent.click(await screen.findByTitle('Coupon'));
    await waitFor(() => expect(screen.getByTestId('link-coupon')).toBeTruthy());
    openSelect('link-coupon');
    await waitFor(() =>
      expect(options()).toEqual([
        'Welcome',
        'Staff gift (not claimable in the shop now)',
        'Autumn (not claimable in the shop now)',
      ]),
    );
    expect(requests.map((request) => request.path)).toContain(
      resources.coupon.endpoints.queryForList.path,
    );
    // Nothing written until a coupon is chosen.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTitle('Welcome'));
    expect(onChange).toHaveBeenLastCalledWith(
      { kind: 'url', url: 'pages/coupon/detail?couponId=5' },
      false,
    );
  });

  it('shows a saved coupon link by its template’s name, and one no longer there as such', async () => {
    pick({ kind: 'url', url: 'pages/coupon/detail?couponId=7' });
    await waitFor(() =>
      expect(screen.getByTestId('link-coupon').textContent).toContain(
        'Autumn (not claimable in the shop now)',
      ),
    );
    cleanup();
    pick({ kind: 'url', url: 'pages/coupon/detail?couponId=99' });
    await waitFor(() =>
      expect(screen.getByTestId('link-coupon').textContent).toContain('Coupon #99 (not found)'),
    );
  });

  it('says where the declared my-coupon link leads', () => {
    pick({ kind: 'inert', declared: 'myCoupon' });
    expect(screen.getByText('Link: opens the shopper’s coupons in the shop')).toBeTruthy();
  });
});
