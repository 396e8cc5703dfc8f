// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { assetSummaryView } from './asset-summary.view';

const data = { balance: 12.5, score: 300, coupon: 4 };
const values = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-asset]')].map((cell) => cell.textContent);

describe('asset summary', () => {
  it('shows balance, points and coupons of a logged-in shopper', () => {
    const { container } = renderWidgetForTest(assetSummaryView, { data }, { locale: 'en' });
    expect(values(container)).toEqual(['12.50', '300', '4']);
    expect(container.textContent).toContain('Balance');
    expect(container.textContent).toContain('Points');
    expect(container.textContent).toContain('Coupons');
  });

  it('shows -- for every value when logged out', () => {
    const { container } = renderWidgetForTest(assetSummaryView, { data }, { loggedIn: false });
    expect(values(container)).toEqual(['--', '--', '--']);
    expect(container.textContent).not.toContain('12.50');
  });

  it('opens the wallet from the balance and the coupons from theirs; points stay declared without behaviour', () => {
    const { ctx } = renderWidgetForTest(assetSummaryView, { data });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'pages/wallet/index',
      'pages/coupon/index',
    ]);
    fireEvent.click(links[0]!);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'wallet' });
    fireEvent.click(links[1]!);
    expect(ctx.navigate).toHaveBeenLastCalledWith({ kind: 'inert', declared: 'myCoupon' });
    fireEvent.click(screen.getByText('积分'));
    expect(ctx.navigate).toHaveBeenCalledTimes(2);
  });
});
