import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';
import type { Row } from './support/resource-calls';

// Customers' addresses through the API: one default per customer (a new default clears the old
// one, also when two are made the default at once), the customer's owner, and isolation.

describe('customer addresses', () => {
  const { call, edit, entities, refused } = customerSession();
  const address = (customer: Row, name: string, defaultStatus: boolean) => ({
    customerId: customer.id,
    name,
    mobile: '13900000041',
    area: 'Shanghai Pudong',
    detailAddress: `${name} Road 1`,
    defaultStatus,
  });
  const defaults = async (customer: Row) =>
    (await entities('customer-address', { customerId: customer.id }))
      .filter((row) => row.defaultStatus === true)
      .map((row) => row.name);

  let customer: Row;
  let other: Row;
  beforeAll(async () => {
    customer = await edit('customer', { mobile: '13900000041', nickname: 'Zhou' });
    other = await edit('customer', { mobile: '13900000042', nickname: 'Wu' });
  });

  it('keeps one default per customer', async () => {
    const home = await edit('customer-address', address(customer, 'Home', true));
    expect(home).toMatchObject({ defaultStatus: true, customerName: '13900000041' });
    const office = await edit('customer-address', address(customer, 'Office', false));
    await edit('customer-address', address(other, 'Elsewhere', true));
    expect(await defaults(customer)).toEqual(['Home']);
    await edit('customer-address', { ...address(customer, 'Office', true), id: office.id });
    expect(await defaults(customer)).toEqual(['Office']);
    // Another customer's default stays.
    expect(await defaults(other)).toEqual(['Elsewhere']);
    await edit('customer-address', address(customer, 'Parents', true));
    expect(await defaults(customer)).toEqual(['Parents']);
  });

  it('keeps one default when two are made the default at once', async () => {
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        call('sunrise', 'PATCH', 'customer-address/edit', address(customer, name, true)),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await defaults(customer)).toHaveLength(1);
  });

  it('refuses an address without its parts, and another tenant’s customer', async () => {
    refused(
      await call('sunrise', 'PATCH', 'customer-address/edit', {
        ...address(customer, 'X', false),
        detailAddress: '',
      }),
      400,
      'detailAddress',
    );
    refused(
      await call('harbour', 'PATCH', 'customer-address/edit', address(customer, 'Planted', true)),
      404,
    );
    expect(await entities('customer-address', { customerId: customer.id }, 'harbour')).toEqual([]);
    // A customer with addresses is not removed from under them.
    refused(await call('sunrise', 'DELETE', `customer/remove?id=${customer.id}`), 400);
  });
});
