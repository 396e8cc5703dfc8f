// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { DroolsRuleScreen } from './drools-rule-screen';
import { marketingScreens } from './marketing.screens';

setUpScreenTests('en', 30_000);

const owner = {
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
};
const rule = {
  ...owner,
  id: 5,
  name: 'Ten off over 100',
  ruleKey: 'TEN_OFF_100',
  category: 10,
  description: null,
  content: '{}',
  salience: 10,
  activationGroup: null,
  dateEffective: null,
  dateExpires: null,
  status: 0,
  version: 1,
  publishedBy: null,
  publishedAt: null,
  lastCompileError: null,
};
const cart = {
  lines: [
    {
      goodsId: 9,
      skuId: null,
      goodsName: 'Bananas',
      specText: null,
      picUrl: null,
      price: 6000,
      count: 2,
      totalPrice: 12000,
      discountPrice: 1000,
      payPrice: 11000,
      available: 10,
    },
  ],
  adjustments: [
    { step: 40, sourceId: 5, name: 'Ten off over 100', amount: 1000, lineAmounts: [1000] },
  ],
  totalPrice: 12000,
  discountPrice: 1000,
  couponPrice: 0,
  couponId: null,
  deliveryPrice: 0,
  payPrice: 11000,
  coupons: [],
};

const choose = async (testId: string, option: string) => {
  await act(async () => {
    const field = screen.getByTestId(testId);
    fireEvent.mouseDown(field.querySelector('.ant-select-content, .ant-select-selector') ?? field);
  });
  const found = await screen.findAllByText(option);
  fireEvent.click(found.at(-1)!);
};

describe('the promotion rules screen', () => {
  it('is the screen of /droolsRule/index (beside the promotions overview)', () => {
    expect(Object.keys(marketingScreens)).toEqual(['/droolsRule/index', '/promotion/index']);
  });

  it('tries a rule on a sample cart and shows whether it fires and each discount', async () => {
    const requests = routeFetch({
      [routeOf(resources().list)]: () => paged([rule]),
      [routeOf(endpoints.store.getList)]: () => ok([{ ...owner, id: 3, storeName: 'Central' }]),
      [routeOf(endpoints.goods.queryForList)]: () =>
        ok([{ ...owner, id: 9, goodsName: 'Bananas' }]),
      [routeOf(endpoints.marketing.testRule)]: () =>
        ok({
          facts: { cartTotal: 12000, itemCount: 2, goodsIds: [9] },
          fired: true,
          amount: 1000,
          cart,
        }),
    });
    renderScreen(<DroolsRuleScreen />, { DROOLS_RULE_LIST: true, DROOLS_RULE_EDIT: true });
    fireEvent.click(await screen.findByTestId('rule-test-5'));
    await choose('sample-cart-store', 'Central');
    await choose('sample-cart-goods-0', 'Bananas');
    fireEvent.change(screen.getByTestId('sample-cart-count-0'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('sample-cart-run'));

    const outcome = await screen.findByTestId('rule-test-outcome');
    expect(outcome.textContent).toContain('The rule fires on this cart and takes off ¥10.00');
    const sent = requests.find((request) => request.path === endpoints.marketing.testRule.path);
    expect(sent?.body).toMatchObject({ id: 5, storeId: 3, lines: [{ goodsId: 9, count: 2 }] });
    const discounts = screen.getByTestId('priced-cart-adjustments');
    expect(discounts.textContent).toContain('Promotion rule · Ten off over 100');
    expect(discounts.textContent).toContain('−¥10.00');
    expect(within(screen.getByTestId('priced-cart-totals')).getByText('¥110.00')).toBeTruthy();

    await setLocale('zh');
    expect((await screen.findByTestId('rule-test-outcome')).textContent).toContain(
      '规则对该购物车生效，优惠 ¥10.00',
    );
  });

  it('offers the test only to holders of the rule edit authority', async () => {
    routeFetch({ [routeOf(resources().list)]: () => paged([rule]) });
    renderScreen(<DroolsRuleScreen />, { DROOLS_RULE_LIST: true });
    await screen.findByText('Ten off over 100');
    expect(screen.queryByTestId('rule-test-5')).toBeNull();
    expect(screen.getByTestId('pricing-preview')).toBeTruthy();
  });
});

function resources() {
  return endpoints.droolsRule;
}
