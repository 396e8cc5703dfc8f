// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTitleBar } from '../../core/defaults';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { titleBarView } from './title-bar.view';

const params = (overrides: Parameters<typeof defaultTitleBar>[0]) =>
  defaultTitleBar({ text: 'Hot', ...overrides });

describe('title bar', () => {
  it('shows nothing unless show is on', () => {
    const { container } = renderWidgetForTest(titleBarView, { params: params({ show: false }) });
    expect(container.querySelector('[data-widget]')!.childElementCount).toBe(0);
  });

  it('shows the title, icon and slogan each only when switched on', () => {
    const { container, rerender } = renderWidgetForTest(titleBarView, {
      params: params({ solgan: 'Daily', image: '/i.png' }),
    });
    expect(screen.getByRole('heading', { name: 'Hot' })).toBeTruthy();
    expect(screen.queryByText('Daily')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    rerender({
      params: params({
        solgan: 'Daily',
        image: '/i.png',
        showSolgan: true,
        imageShow: true,
        titleShow: false,
      }),
    });
    expect(screen.getByText('Daily')).toBeTruthy();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/i.png');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows "more" with its text (更多 when empty) and follows its fullLink', () => {
    const fullLink = { kind: 'url', url: 'pages/goods/list' } as const;
    const { ctx, rerender } = renderWidgetForTest(titleBarView, {
      params: params({ showMore: true, more: { text: '', fullLink } }),
    });
    const more = screen.getByRole('link', { name: '更多' });
    expect(more.getAttribute('href')).toBe('pages/goods/list');
    fireEvent.click(more);
    expect(ctx.navigate).toHaveBeenCalledWith(fullLink);
    rerender({ params: params({ showMore: true, more: { text: 'All', fullLink } }) });
    expect(screen.getByRole('link', { name: 'All' })).toBeTruthy();
  });
});
