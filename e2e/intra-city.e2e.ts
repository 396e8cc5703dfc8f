// Intra-city delivery in a real browser against the real server (docs/orders.md): a Sunrise
// admin dispatches the demo's paid order to a rider, follows it on the delivery's own page
// (assign with name and phone, at the store, picked up), and the order is shipped with the
// delivery's number; the page passes the accessibility check.
import { describe, expect, it } from 'vitest';
import { api, apiLogin, waitForRows } from './support/admin';
import { axeFindings } from './support/axe';
import { useBrowser } from './support/browser';
import { logIn } from './support/console';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

type OrderRow = { id: number; orderNo: string; status: number; logisticsNo: string | null };

describe('intra-city delivery', () => {
  const browser = useBrowser();

  it('a rider takes the paid order: assigned, at the store, picked up, and the order is shipped', async () => {
    const { page } = browser;
    const token = await apiLogin(SUNRISE_ADMIN);
    // A paid order the server sends a rider for: none with an after-sales request open (a
    // shipment waits while one is), no pick-up order, none waiting for its group buy. Other
    // tests of the run may have left such orders: the server refuses them, naming why.
    const candidates = await api<OrderRow[]>(token, 'POST', '/api/order/order/query-for-list', {
      status: 10,
    });
    let paid: OrderRow | undefined;
    let delivery: { id: number; deliveryNo: string } | undefined;
    for (const row of candidates) {
      delivery = await api<{ id: number; deliveryNo: string }>(
        token,
        'PATCH',
        '/api/order/intra-city-delivery/edit',
        { orderId: row.id, distanceMeters: 1800, fee: 600 },
      ).catch((error: Error) => {
        if (!/: 400 /.test(error.message)) throw error;
        return undefined;
      });
      if (delivery) {
        paid = row;
        break;
      }
    }
    if (!paid || !delivery) throw new Error('The demo has no paid order a rider can take');

    await logIn(page, SUNRISE_ADMIN, '/intraCityDelivery/index');
    await waitForRows(page);
    await page.getByTestId(`delivery-detail-${delivery.id}`).click();
    const detail = page.getByTestId('detail-intraCityDelivery');
    await detail.waitFor();
    expect(await detail.getByTestId('detail-field-state').textContent()).toBe(
      'Waiting for a rider',
    );
    expect(await detail.getByTestId('detail-field-fee').textContent()).toBe('6.00');
    expect(await page.getByTestId('delivery-order').textContent()).toBe(paid.orderNo);

    // Assign: the dialog asks the rider's name and phone.
    await detail.getByTestId(`action-assign-${delivery.id}`).click();
    await page.getByTestId('transition-assign-riderName').fill('Li Lei');
    await page.getByTestId('transition-assign-riderPhone').fill('13600000000');
    await page.getByTestId('transition-assign-ok').click();
    await expect
      .poll(() => detail.getByTestId('detail-field-state').textContent())
      .toBe('Rider assigned');
    expect(await detail.getByTestId('detail-field-riderName').textContent()).toBe('Li Lei');

    for (const [step, state] of [
      ['arrive', 'Rider at the store'],
      ['pickUp', 'Picked up'],
    ] as const) {
      await detail.getByTestId(`action-${step}-${delivery.id}`).click();
      await page.getByTestId(`transition-${step}-ok`).click();
      await expect.poll(() => detail.getByTestId('detail-field-state').textContent()).toBe(state);
    }
    await expect.poll(() => page.getByTestId('history-timeline').locator('li').count()).toBe(3);
    expect(await axeFindings(page, 'intra-city delivery detail')).toEqual([]);

    const [order] = await api<OrderRow[]>(token, 'POST', '/api/order/order/query-for-list', {
      orderNo: paid.orderNo,
    });
    expect(order).toMatchObject({ status: 20, logisticsNo: delivery.deliveryNo });
  });
});
