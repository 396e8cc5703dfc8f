// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { SAMPLE_BRANDS } from '../brand-list/brand-list.defaults';
import { storeListView } from './store-list.view';

const store = {
  storeName: 'Corner',
  storeIcon: '/s.png',
  fullLink: { kind: 'inert', declared: 'store' },
};

describe('store list', () => {
  it('shows the sample brands by default', () => {
    renderWidgetForTest(storeListView);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(SAMPLE_BRANDS.map((brand) => brand.brandName));
  });

  it('shows each store logo with its name; the declared store link does nothing', () => {
    const { container, ctx } = renderWidgetForTest(storeListView, { data: { items: [store] } });
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/s.png');
    const tile = screen.getByText('Corner');
    expect(tile.parentElement!.tagName).toBe('SPAN');
    fireEvent.click(tile);
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is labelled in the host language and renders nothing without stores', () => {
    const { rerender } = renderWidgetForTest(
      storeListView,
      { data: { items: [store] } },
      { locale: 'en' },
    );
    expect(screen.getByRole('list', { name: 'Stores' })).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
