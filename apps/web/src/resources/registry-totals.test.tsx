// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Resource as Declared, resources } from '@retail/contract';
import { setLocale } from '../lib/i18n';
import { registryResource } from './registry-resource';
import { renderScreen } from './render.test-support';
import { ResourceListScreen } from './resource-list-screen';
import { bodiesOf, ok, paged, routeFetch, routeOf } from './route-fetch.test-support';
import { setUpScreenTests } from './screen.test-support';

// The header totals strip of a registry list (registry `totals`): the pay order list shows how
// many orders its filter matches, what was paid and what refunds took, as money, in a labelled
// region; the totals are asked with the list's own body, again when the filter changes or the
// list is refreshed; a resource without totals shows no strip and never asks.

setUpScreenTests();

const payOrder = resources.payOrder as unknown as Declared;
const refundOrder = resources.refundOrder as unknown as Declared;
const totalsEndpoint = payOrder.endpoints as Record<string, { method: string; path: string }>;
const TOTALS = totalsEndpoint.totals as { method: string; path: string };

const ORDERS = [
  { id: 1, payOrderId: 'P1', mchNo: 'M1', amount: 1280, refundAmount: 300, state: 20 },
  { id: 2, payOrderId: 'P2', mchNo: 'M1', amount: 250_000, refundAmount: 250_000, state: 50 },
  { id: 3, payOrderId: 'P3', mchNo: 'M2', amount: 990, refundAmount: 0, state: 10 },
];

const serve = (answers: { count: number; paidAmount: number; refundAmount: number }[]) => {
  let asked = 0;
  return routeFetch({
    [routeOf(payOrder.endpoints.list)]: () => paged(ORDERS),
    [routeOf(TOTALS)]: () => ok(answers[Math.min((asked += 1), answers.length) - 1]),
  });
};

const show = (declared: Declared, codes: Record<string, boolean>) =>
  renderScreen(<ResourceListScreen resource={registryResource(declared)} />, codes);

const strip = () => screen.findByRole('region', { name: 'Totals of Pay orders' });

describe('header totals of a registry list', () => {
  it('shows the count and the sums as money in a labelled region', async () => {
    serve([{ count: 3, paidAmount: 251_280, refundAmount: 250_300 }]);
    show(payOrder, { PAY_ORDER_LIST: true });
    const region = await strip();
    await waitFor(() =>
      expect(within(region).getByTestId('list-total-count').textContent).toBe('3'),
    );
    // Each figure is a term and its value, in the order the declaration gives.
    expect([...region.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Orders',
      'Paid',
      'Refunds (including in progress)',
    ]);
    expect(within(region).getByTestId('list-total-paidAmount').textContent).toBe('2,512.80');
    expect(within(region).getByTestId('list-total-refundAmount').textContent).toBe('2,503.00');
  });

  it('asks with the list’s own body, again after a search and after a refresh', async () => {
    const requests = serve([
      { count: 3, paidAmount: 251_280, refundAmount: 250_300 },
      { count: 1, paidAmount: 1280, refundAmount: 300 },
      { count: 2, paidAmount: 1280, refundAmount: 300 },
    ]);
    show(payOrder, { PAY_ORDER_LIST: true });
    const region = await strip();
    await waitFor(() =>
      expect(within(region).getByTestId('list-total-count').textContent).toBe('3'),
    );

    const area = screen.getByTestId('list-search-area');
    fireEvent.change(within(area).getByTestId('field-payOrderId'), { target: { value: 'P1' } });
    fireEvent.click(within(area).getByTestId('list-search'));
    await waitFor(() =>
      expect(within(region).getByTestId('list-total-count').textContent).toBe('1'),
    );
    expect(within(region).getByTestId('list-total-paidAmount').textContent).toBe('12.80');
    const lists = bodiesOf(requests, payOrder.endpoints.list.path);
    const totals = bodiesOf(requests, TOTALS.path);
    expect(totals.at(-1)).toMatchObject({ payOrderId: 'P1' });
    expect(totals.at(-1)).toEqual(lists.at(-1));

    fireEvent.click(screen.getByTestId('list-refresh'));
    await waitFor(() =>
      expect(within(region).getByTestId('list-total-count').textContent).toBe('2'),
    );
    expect(bodiesOf(requests, TOTALS.path)).toHaveLength(3);
  });

  it('speaks the user’s language', async () => {
    await setLocale('zh');
    serve([{ count: 3, paidAmount: 251_280, refundAmount: 250_300 }]);
    show(payOrder, { PAY_ORDER_LIST: true });
    const region = await screen.findByRole('region', { name: '支付订单合计' });
    await waitFor(() =>
      expect(within(region).getByTestId('list-total-count').textContent).toBe('3'),
    );
    expect([...region.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      '订单笔数',
      '支付金额',
      '退款金额（含退款中）',
    ]);
    expect(within(region).getByTestId('list-total-paidAmount').textContent).toBe('2,512.80');
  });

  it('is not there for a resource without totals, which never asks for any', async () => {
    const requests = routeFetch({
      [routeOf(refundOrder.endpoints.list)]: () => paged([]),
    });
    show(refundOrder, { REFUND_ORDER_LIST: true });
    await waitFor(() =>
      expect(bodiesOf(requests, refundOrder.endpoints.list.path)).toHaveLength(1),
    );
    expect(screen.queryByTestId('list-totals')).toBeNull();
    expect(requests.filter((request) => request.path.endsWith('/totals'))).toEqual([]);
  });
});
