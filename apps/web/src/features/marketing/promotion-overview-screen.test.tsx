// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { promotionOverviewEndpoints, type PromotionOverviewRow } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { overviewFilter, PromotionOverviewScreen } from './promotion-overview-screen';

setUpScreenTests('en', 20_000);

const row = (more: Partial<PromotionOverviewRow>): PromotionOverviewRow => ({
  key: '20-1',
  kind: 20,
  id: 1,
  name: 'Autumn markdown',
  status: 20,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-11-30 00:00:00',
  organId: 10,
  organName: 'Sunrise Retail',
  updateDate: '2026-10-30 09:00:00',
  ...more,
});

const serve = () =>
  routeFetch({
    [routeOf(promotionOverviewEndpoints.list)]: () =>
      paged([
        row({}),
        row({
          key: '50-4',
          kind: 50,
          id: 4,
          name: 'Welcome coupon',
          status: 0,
          startTime: null,
          endTime: null,
        }),
      ]),
  });

describe('the promotions overview', () => {
  it('shows each promotion’s kind, state and window in words, and opens its own screen', async () => {
    serve();
    renderScreen(<PromotionOverviewScreen />, { PROMOTION_LIST: true });
    const table = await screen.findByTestId('promotion-overview-table');
    const markdown = (await within(table).findByText('Autumn markdown')).closest('tr')!;
    expect(markdown.textContent).toContain('Markdowns');
    expect(markdown.textContent).toContain('Running');
    expect(markdown.textContent).toContain('2026-11-01 00:00:00 – 2026-11-30 00:00:00');
    const coupon = within(table).getByText('Welcome coupon').closest('tr')!;
    expect(coupon.textContent).toContain('Draft');
    expect(coupon.textContent).toContain('Days after each claim');
    expect(
      within(table).getByRole('button', { name: 'Open Autumn markdown in Markdowns' }),
    ).toBeTruthy();
  });

  it('searches by name and a moment, and resets', async () => {
    const requests = serve();
    renderScreen(<PromotionOverviewScreen />, { PROMOTION_LIST: true });
    await screen.findByText('Autumn markdown');
    fireEvent.change(screen.getByTestId('promotion-filter-name'), { target: { value: ' fair ' } });
    fireEvent.change(screen.getByTestId('promotion-filter-at'), {
      target: { value: '2026-11-05T10:30' },
    });
    fireEvent.click(screen.getByTestId('promotion-search'));
    const path = promotionOverviewEndpoints.list.path;
    await waitFor(() =>
      expect(bodiesOf(requests, path).at(-1)).toEqual({ name: 'fair', at: '2026-11-05 10:30:00' }),
    );
    fireEvent.click(screen.getByTestId('promotion-reset'));
    await waitFor(() => expect(bodiesOf(requests, path).at(-1)).toEqual({}));
  });

  it('sends only what was chosen', () => {
    expect(overviewFilter({ kind: 6, status: 20, name: '  ', at: '' })).toEqual({
      kind: 6,
      status: 20,
    });
  });
});
