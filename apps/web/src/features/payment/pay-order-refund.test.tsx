// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resources } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import {
  bodiesOf,
  ok,
  refused,
  routeFetch,
  routeOf,
} from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { PayOrderRefundButton } from './pay-order-refund';

setUpScreenTests('en', 20_000);

const REFUND = resources.payOrder.endpoints.refund;
const CAN_REFUND = { [resources.payOrder.actionCodes.refund]: true };

const order = (more: Record<string, unknown> = {}) => ({
  id: 7,
  payOrderId: 'P20261128180000007',
  amount: 1280,
  refundAmount: 300,
  divisionAmount: 0,
  state: 20,
  ...more,
});

const show = (row: Record<string, unknown>, visible = CAN_REFUND, reload = vi.fn()) => {
  renderScreen(<PayOrderRefundButton row={row as never} reload={reload} />, visible);
  return reload;
};

describe('the pay order list’s Refund', () => {
  it('shows on a paid order with something left, for those who may refund, and nowhere else', () => {
    show(order());
    expect(screen.getByTestId('action-refund-7')).toBeTruthy();
  });

  it.each([
    ['an unpaid order', order({ state: 10 }), CAN_REFUND],
    ['an order refunded in full', order({ refundAmount: 1280 }), CAN_REFUND],
    ['a user without the authority', order(), {}],
  ])('is not offered for %s', (_what, row, visible) => {
    show(row, visible);
    expect(screen.queryByTestId('action-refund-7')).toBeNull();
  });

  it('asks what is left by default, sends cents with a reason and one refund number per dialog', async () => {
    let answers = [refused('The channel refused the refund: busy', 'refundAmount'), ok([])];
    const requests = routeFetch({ [routeOf(REFUND)]: () => answers.shift() ?? ok([]) });
    const reload = show(order());
    fireEvent.click(screen.getByTestId('action-refund-7'));
    const amount = (await screen.findByLabelText('Refund amount')) as HTMLInputElement;
    // 12.80 paid, 3.00 refunded: 9.80 left.
    expect(amount.value).toBe('9.80');
    fireEvent.change(amount, { target: { value: '2.5' } });
    fireEvent.blur(amount);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Damaged' } });
    fireEvent.click(screen.getByTestId('action-dialog-refund-save'));
    expect(await screen.findByText('The channel refused the refund: busy')).toBeTruthy();
    // Sent again from the same dialog: the same refund number, so the server refunds once.
    fireEvent.click(screen.getByTestId('action-dialog-refund-save'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const sent = bodiesOf(requests, REFUND.path) as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ id: 7, refundAmount: 250, reason: 'Damaged' });
    expect(sent[0]?.mchRefundNo).toMatch(/^CONSOLE-[a-z0-9]+-[a-z0-9]+$/);
    expect(sent[1]?.mchRefundNo).toBe(sent[0]?.mchRefundNo);
    answers = [];
  });

  it('asks for a reason before sending anything', async () => {
    const requests = routeFetch({ [routeOf(REFUND)]: () => ok([]) });
    show(order());
    fireEvent.click(screen.getByTestId('action-refund-7'));
    await screen.findByLabelText('Refund amount');
    fireEvent.click(screen.getByTestId('action-dialog-refund-save'));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(bodiesOf(requests, REFUND.path)).toHaveLength(0);
  });
});
