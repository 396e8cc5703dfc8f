// Group buys end to end (docs/marketing.md, docs/storefront.md), in Chromium against the real
// server: a goods item on sale and stocked at the online store, and a group buy of it for groups
// of two, made through the API (the demo's bananas are in a group buy already); a shopper on a phone
// starts a group from the group buys page (signing in with the code the server logged), pays,
// and finds the group's page from the order; a second shopper opens that page, joins (signing in
// first) and pays: the group is complete on both phones and the orders no longer wait for it.
import { endpoints } from '@retail/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/admin';
import { axeFindings } from './support/axe';
import { baseUrl, useBrowser } from './support/browser';
import { png } from './support/files';
import { addAddress, firstPage, signIn } from './support/shop';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };
const STAMP = String(Date.now()).slice(-7);
const LEADER = `1361${STAMP}`;
const JOINER = `1362${STAMP}`;
const RUN = Date.now().toString(36);
const DAY = 86_400_000;

/** A moment as the server takes it (`2025-03-04 10:20:30`, local time). */
const moment = (offsetMs: number) => {
  const date = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};

/** Uploads a small picture to the file bank (goods go on sale with one); answers its id. */
const uploadPicture = async (token: string): Promise<number> => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(png(16, 16, [200, 120, 40]))], { type: 'image/png' }),
    'tea.png',
  );
  const response = await fetch(baseUrl() + endpoints.file.upload.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { data: { fileId: number } }).data.fileId;
};

/** At checkout: a new address, the group price listed, no coupon; placed and paid. */
const placeAndPay = async (shop: Page, mobile: string) => {
  const confirm = shop.getByRole('main', { name: 'Confirm order' });
  await confirm.waitFor();
  await addAddress(confirm, { name: 'Li Lei', mobile: mobile, street: '2 Nanjing Road' });
  const discounts = confirm.getByTestId('shop-discounts');
  await expect.poll(() => discounts.textContent()).toContain('Group buy');
  expect(await confirm.getByRole('group', { name: 'Coupon' }).count()).toBe(0);
  await confirm.getByRole('button', { name: 'Place order' }).click();
  const pay = shop.getByRole('main', { name: 'Pay' });
  await pay.waitFor();
  await pay.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect
    .poll(() => shop.getByTestId('shop-order-status').textContent())
    .toBe('Paid, awaiting shipment');
};

describe('a group buy in the storefront', () => {
  const browser = useBrowser();

  it('is started by one shopper, joined by another through its page, and completes', async () => {
    const token = await apiLogin(SUNRISE_ADMIN);
    const name = `E2E tea pair ${RUN}`;
    let activityId = 0;
    try {
      // The goods: ¥12.30 at the online store, ten on hand.
      const [category] = await api<{ id: number }[]>(
        token,
        'POST',
        endpoints.goodsType.queryForList.path,
        {},
      );
      const goods = await api<{ id: number; tenantId: number }>(
        token,
        'PATCH',
        endpoints.goods.edit.path,
        {
          goodsName: `Group tea ${RUN}`,
          goodsCode: `GB-${RUN}`,
          goodsTypeId: category?.id,
          imageFileIds: [await uploadPicture(token)],
        },
      );
      const tenantId = goods.tenantId;
      const [config] = await firstPage(token, endpoints.tradeConfig.list, {});
      const storeId = config?.storeId as number;
      const price = await api<{ id: number }>(token, 'PATCH', endpoints.goodsPrice.edit.path, {
        goodsId: goods.id,
        storeId,
        price: '12.30',
      });
      await api(token, 'POST', endpoints.goodsPrice.launch.path, { ids: [price.id], onSale: true });
      await api(token, 'POST', endpoints.goods.launch.path, { ids: [goods.id], onSale: true });
      const stock = await api<{ id: number }>(token, 'PATCH', endpoints.goodsStock.edit.path, {
        storeId,
        goodsId: goods.id,
      });
      await api(token, 'POST', endpoints.goodsStock.adjust.path, {
        id: stock.id,
        change: 10,
        reason: 'Delivery',
      });

      // The group buy: ¥8.00 each for groups of two.
      const activity = await api<{ id: number }>(
        token,
        'PATCH',
        endpoints.grouponActivity.edit.path,
        {
          name,
          startTime: moment(-DAY),
          endTime: moment(30 * DAY),
          userSize: 2,
          limitDuration: 24,
          singleLimitCount: 1,
        },
      );
      activityId = activity.id;
      await api(token, 'PATCH', endpoints.grouponActivityItem.edit.path, {
        activityId,
        goodsId: goods.id,
        grouponPrice: 800,
      });
      await api(token, 'POST', endpoints.grouponActivity.schedule.path, { id: activityId });

      // The leader starts a group from the group buys page.
      const first = await browser.phone();
      const leader = await first.newPage();
      const problems: string[] = [];
      leader.on('pageerror', (error) => problems.push(error.message));
      await leader.goto(`/m/${tenantId}/pages/groupon/index`);
      const groupBuy = leader.getByRole('region', { name });
      await groupBuy.waitFor();
      expect(await groupBuy.textContent()).toContain('2 people');
      expect(await groupBuy.textContent()).toContain('Group price ¥8.00');
      expect(await groupBuy.textContent()).toContain('Store price ¥12.30');
      await groupBuy.getByRole('link', { name: 'Start a group' }).click();
      await signIn(leader, LEADER);
      await placeAndPay(leader, LEADER);
      const order = leader.getByTestId('shop-order-groupon');
      await expect.poll(() => order.textContent()).toContain('Shipped when the group is complete.');
      await order.getByRole('link', { name: 'View the group' }).click();
      const groupPage = leader.getByRole('main', { name });
      await groupPage.waitFor();
      await expect
        .poll(() => groupPage.getByTestId('shop-groupon-state').textContent())
        .toBe('Open: 1 more needed');
      expect(await groupPage.getByRole('timer').textContent()).toMatch(
        /^Closes in 2[34]:\d\d:\d\d$/,
      );
      expect(await axeFindings(leader, 'a group’s page')).toEqual([]);
      const shared = leader.url();

      // The second shopper opens the shared link and joins, signing in first.
      const second = await browser.phone();
      const joiner = await second.newPage();
      joiner.on('pageerror', (error) => problems.push(error.message));
      await joiner.goto(shared);
      const joinPage = joiner.getByRole('main', { name });
      await joinPage.getByText('You sign in first to join.').waitFor();
      await joinPage.getByRole('link', { name: 'Join this group' }).click();
      await signIn(joiner, JOINER);
      await placeAndPay(joiner, JOINER);
      const joined = joiner.getByTestId('shop-order-groupon');
      await joined.getByRole('link', { name: 'View the group' }).waitFor();
      expect(await joined.textContent()).not.toContain('Shipped when the group is complete.');

      // Complete on both phones.
      await joined.getByRole('link', { name: 'View the group' }).click();
      await expect
        .poll(() => joiner.getByTestId('shop-groupon-state').textContent())
        .toBe('This group is complete');
      expect(await joiner.getByRole('region', { name: 'Members (2 of 2)' }).count()).toBe(1);
      expect(await joiner.getByRole('link', { name: 'Join this group' }).count()).toBe(0);
      await leader.reload();
      await expect
        .poll(() => leader.getByTestId('shop-groupon-state').textContent())
        .toBe('This group is complete');
      expect(problems).toEqual([]);
    } finally {
      // Nothing of this one runs on (its groups are over).
      if (activityId)
        await api(token, 'POST', endpoints.grouponActivity.stop.path, { id: activityId }).catch(
          () => undefined,
        );
    }
  });
});
