import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import { type OrderWorld, startOrderWorld } from './order.support';

// Store services (issue 19, docs/storefront.md "Store services"): what a store offers, kept
// per store in the console, and shown with the goods it sells online.

const SERVICE = '/api/ministore/store-service';

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(() => w.t.close());

const goodsPage = async () => {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/shop/goods/${w.store.id}/${w.bananas.id}`,
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return bodyOf(response).data as { services: { serviceName: string; description: string }[] };
};

describe('store services', () => {
  it('shows a store’s shown services with its goods, in their order', async () => {
    expect((await goodsPage()).services).toEqual([]);
    await w.edit(SERVICE, { storeId: w.store.id, serviceName: '48-hour delivery', sort: 2 });
    await w.edit(SERVICE, {
      storeId: w.store.id,
      serviceName: '7-day no-reason return',
      description: 'Unopened goods',
      sort: 1,
    });
    const hidden = await w.edit(SERVICE, {
      storeId: w.store.id,
      serviceName: 'Gift wrapping',
      sort: 3,
      enable: false,
    });
    expect(hidden.enable).toBe(false);
    expect((await goodsPage()).services).toEqual([
      { serviceName: '7-day no-reason return', icon: null, description: 'Unopened goods' },
      { serviceName: '48-hour delivery', icon: null, description: null },
    ]);
    // A name once per store.
    const twice = await w.console('sunrise', 'PATCH', `${SERVICE}/edit`, {
      storeId: w.store.id,
      serviceName: '48-hour delivery',
    });
    expect(bodyOf(twice)).toMatchObject({ status: 400, field: 'serviceName' });
  });

  it('keeps each tenant’s store services to itself', async () => {
    const mine = await w.edit(SERVICE, { storeId: w.store.id, serviceName: 'Home delivery' });
    expect((await w.list(SERVICE, {}, 'harbour')).map((row) => row.id)).not.toContain(mine.id);
    const steal = await w.console('harbour', 'PATCH', `${SERVICE}/edit`, {
      id: mine.id,
      storeId: w.store.id,
      serviceName: 'Taken',
    });
    expect([400, 404]).toContain(steal.statusCode);
    expect((await w.list(SERVICE, {})).find((row) => row.id === mine.id)!.serviceName).toBe(
      'Home delivery',
    );
  });
});
