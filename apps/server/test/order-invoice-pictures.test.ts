import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';
import { multipart } from './support/multipart';

// Invoices voided (red-flushed) and their PDFs, the refund an issued invoice holds back, and the
// pictures of reviews (docs/orders.md, Invoices and Reviews), through the real storefront calls.
// On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let w: OrderWorld;
let logisticsId = 0;
let mobiles = 0;
const newShopper = () => w.shopper(`1360000${String((mobiles += 1)).padStart(4, '0')}`);

/** A paid order of `count` bananas. */
const paidOrder = async (count: number) => {
  const buyer = await newShopper();
  const order = await okData<ShopOrder>(await w.checkout(buyer, count));
  await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
  return { buyer, order };
};

const pdf = (url: string, token: string) =>
  w.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const upload = (token: string, bytes: Buffer, fileName = 'photo.png') => {
  const form = multipart({}, { name: 'file', fileName, contentType: 'image/png', bytes });
  return w.t.app.inject({
    method: 'POST',
    url: '/api/shop/review/picture',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  w = await startOrderWorld();
  logisticsId = (await w.edit('/api/ministore/logistics', { code: 'ZT', name: 'ZTO' })).id;
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', { id: w.stock.id, change: 40, reason: 'In' }),
  );
});
afterAll(() => w.t.close());

describe('invoices: void and PDF', () => {
  it('holds back a refund below what an issued invoice covers until it is voided; the PDF follows', async () => {
    const { buyer, order } = await paidOrder(2);
    const asked = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', {
        orderId: order.id,
        titleType: 2,
        title: 'Sunrise Trading',
        taxNo: '91310000MA1FL0000X',
        email: 'ap@example.com',
        amount: order.payPrice,
        requestKey: 'inv-1',
      }),
    );
    // Not issued yet: no PDF, for the shopper nor staff.
    w.refused(await pdf(`/api/shop/order/invoice/pdf?id=${asked.id}`, buyer.token), 400);
    await okData(
      await w.act('/api/order/order-invoice/issue', { id: asked.id, invoiceNo: 'INV-0001' }),
    );
    const mine = await pdf(`/api/shop/order/invoice/pdf?id=${asked.id}`, buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('invoice-INV-0001.pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await w.console(
      'sunrise',
      'GET' as 'POST',
      `/api/order/order-invoice/pdf?id=${asked.id}`,
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another shopper's, or another tenant's staff: not found.
    const other = await newShopper();
    w.refused(await pdf(`/api/shop/order/invoice/pdf?id=${asked.id}`, other.token), 404);
    const harbour = await w.console('harbour', 'POST', '/api/order/order/detail', { id: order.id });
    expect(harbour.statusCode).toBe(404);

    // A full refund would leave the invoice uncovered: refused, naming it.
    const afterSale = await okData<{ id: number }>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 10,
        applyReason: 'Changed my mind',
        lines: [{ orderItemId: order.lines[0]?.id, count: 2 }],
      }),
    );
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    w.refused(await w.act('/api/order/refund/refund', { id: afterSale.id }), 400, /INV-0001/);

    // Void needs its reason; then the refund goes through and the shopper's PDF is gone.
    w.refused(await w.act('/api/order/order-invoice/void', { id: asked.id, voidReason: '' }), 400);
    const voided = await okData<Row[]>(
      await w.act('/api/order/order-invoice/void', { id: asked.id, voidReason: 'Full refund' }),
    );
    expect(voided[0]).toMatchObject({ status: 40, voidReason: 'Full refund' });
    // Again: nothing changes; issue again: refused, naming the state.
    await okData(await w.act('/api/order/order-invoice/void', { id: asked.id, voidReason: 'x' }));
    w.refused(
      await w.act('/api/order/order-invoice/issue', { id: asked.id, invoiceNo: 'INV-0002' }),
      400,
    );
    await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
    w.refused(await pdf(`/api/shop/order/invoice/pdf?id=${asked.id}`, buyer.token), 400);
    const detail = await okData<ShopOrder & { invoices: { status: number; voidReason: string }[] }>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(detail.invoices[0]).toMatchObject({ status: 40, voidReason: 'Full refund' });
    // The lines' money back; delivery is not a line's.
    expect(detail.refundPrice).toBe(order.payPrice - order.deliveryPrice);
  });

  it('lets a part refund through while what is left still covers the invoice', async () => {
    const { buyer, order } = await paidOrder(3);
    const asked = await okData<Row>(
      await w.shop(buyer.token, 'order/invoice', {
        orderId: order.id,
        titleType: 1,
        title: 'Li Lei',
        email: 'li@example.com',
        amount: 1000,
        requestKey: 'inv-2',
      }),
    );
    await okData(
      await w.act('/api/order/order-invoice/issue', { id: asked.id, invoiceNo: 'INV-3' }),
    );
    const afterSale = await okData<{ id: number }>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 10,
        applyReason: 'One was bruised',
        lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
      }),
    );
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    await okData(await w.act('/api/order/refund/refund', { id: afterSale.id }));
  });
});

describe('review pictures', () => {
  it('takes up to 9 of the shopper’s own pictures, shown in the console and on the goods page', async () => {
    const { buyer, order } = await paidOrder(1);
    await okData(
      await w.act('/api/order/order/ship', { id: order.id, logisticsId, logisticsNo: 'ZT1' }),
    );
    await okData(await w.shop(buyer.token, 'order/receive', { id: order.id }));

    // Not a picture, too large, not multipart: refused naming the file.
    w.refused(await upload(buyer.token, Buffer.from('<html></html>'), 'x.png'), 400, /JPEG/);
    w.refused(await upload(buyer.token, Buffer.alloc(2 * 1024 * 1024 + 10, 1)), 400, /2 MB/);
    w.refused(await w.shop(buyer.token, 'review/picture', {}), 400);
    w.refused(await upload('', ONE_PIXEL_PNG), 401);
    const picture = await okData<{ url: string; thumbnailUrl: string }>(
      await upload(buyer.token, ONE_PIXEL_PNG),
    );
    expect(picture.url).toMatch(/^\/api\/file\/object\//);
    const served = await w.t.app.inject({ method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);

    // Someone else's picture, or ten: refused; nothing written.
    const other = await newShopper();
    const theirs = await okData<{ url: string }>(await upload(other.token, ONE_PIXEL_PNG));
    const line = order.lines[0]?.id;
    for (const picUrls of [
      [theirs.url],
      Array.from({ length: 10 }, (_, i) => `${picture.url}${i}`),
    ])
      w.refused(
        await w.shop(buyer.token, 'review/create', { orderItemId: line, rating: 5, picUrls }),
        400,
      );
    const review = await okData<{ picUrls: string[] }>(
      await w.shop(buyer.token, 'review/create', {
        orderItemId: line,
        rating: 4,
        content: 'Sweet',
        picUrls: [picture.url],
      }),
    );
    expect(review.picUrls).toEqual([picture.url]);

    const withPictures = await w.list('/api/order/order-review', { hasPictures: 1 });
    expect(withPictures.map((row) => row.orderId)).toContain(order.id);
    expect(withPictures.find((row) => row.orderId === order.id)?.picUrl).toBe(picture.url);
    const without = await w.list('/api/order/order-review', { hasPictures: 0 });
    expect(without.map((row) => row.orderId)).not.toContain(order.id);

    const goods = await okData<{ reviews: { newest: { picUrls: string[] }[] } }>(
      await w.t.app.inject({
        method: 'GET',
        url: `/api/shop/goods/${w.store.id}/${w.bananas.id}`,
      }),
    );
    expect(goods.reviews.newest[0]?.picUrls).toEqual([picture.url]);
  });
});
