// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { searchBarView } from './search-bar.view';

describe('search bar', () => {
  it('opens the search page through the host', () => {
    const { ctx } = renderWidgetForTest(searchBarView);
    const link = screen.getByRole('link', { name: '搜索商品' });
    expect(link.getAttribute('href')).toBe('pages/search/index');
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'search' });
  });

  it('shows the configured placeholder, else the default one in the host language', () => {
    const { rerender } = renderWidgetForTest(searchBarView, {}, { locale: 'en' });
    expect(screen.getByRole('link').textContent).toBe('Search goods');
    rerender({ params: { placeholder: 'Zapatos' } });
    expect(screen.getByRole('link', { name: 'Zapatos' }).textContent).toBe('Zapatos');
  });

  it('shows the tip and right images only when enabled', () => {
    const params = { tipImage: '/logo.png', rightImage: '/scan.png' };
    const { container, rerender } = renderWidgetForTest(searchBarView, { params });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    rerender({ params: { ...params, tipImageEnable: true } });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logo.png',
    ]);
    rerender({ params: { ...params, tipImageEnable: true, rightImageEnable: true } });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logo.png',
      '/scan.png',
    ]);
  });
});
