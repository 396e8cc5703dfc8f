// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { ARTICLE_SHOW_TYPES } from './article-list.defaults';
import { articleListView } from './article-list.view';

const article = (showType: number, overrides: object = {}) => ({
  title: `A${showType}`,
  articleId: showType,
  imgUrl: '/a.png',
  mode: 'aspectFill',
  showType,
  showDivs: 42,
  ...overrides,
});

/** The order of title, picture and footer inside an article's link. */
const parts = (link: HTMLElement, title: string) =>
  [...link.querySelectorAll('img, [data-views], div')]
    .filter(
      (node) =>
        node.tagName === 'IMG' || node.hasAttribute('data-views') || node.textContent === title,
    )
    .map((node) =>
      node.tagName === 'IMG' ? 'image' : node.hasAttribute('data-views') ? 'footer' : 'title',
    );

describe('article list', () => {
  it('knows show types 10 and 20', () => {
    expect(ARTICLE_SHOW_TYPES).toEqual([10, 20]);
  });

  it('puts the text left and the picture right for show type 10', () => {
    renderWidgetForTest(articleListView, { data: { items: [article(10)] } });
    const link = screen.getByRole('link', { name: /^A10/ });
    expect(link.style.flexDirection).toBe('row');
    expect(parts(link, 'A10')).toEqual(['title', 'footer', 'image']);
  });

  it('shows the title, then the picture, then the footer for show type 20', () => {
    renderWidgetForTest(articleListView, { data: { items: [article(20)] } });
    const link = screen.getByRole('link', { name: /^A20/ });
    expect(link.style.flexDirection).toBe('column');
    expect(parts(link, 'A20')).toEqual(['title', 'image', 'footer']);
  });

  it('shows the view count (showDivs) in the footer, in the host language', () => {
    const { rerender } = renderWidgetForTest(articleListView, { data: { items: [article(10)] } });
    expect(screen.getByText('42次浏览')).toBeTruthy();
    rerender({ data: { items: [article(10, { showDivs: 3 })] } });
    expect(screen.getByText('3次浏览')).toBeTruthy();
  });

  it('links to the article detail with articleId', () => {
    const { ctx } = renderWidgetForTest(articleListView, { data: { items: [article(20)] } });
    const link = screen.getByRole('link', { name: /^A20/ });
    expect(link.getAttribute('href')).toBe('/pages/article/detail?articleId=20');
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'articleDetail', articleId: 20 });
  });

  it('fits the picture by its mode', () => {
    const { container } = renderWidgetForTest(articleListView, {
      data: { items: [article(10, { mode: 'aspectFit' })] },
    });
    expect(container.querySelector('img')!.style.objectFit).toBe('contain');
  });

  it('speaks English too, and renders nothing without articles', () => {
    const { rerender } = renderWidgetForTest(
      articleListView,
      { data: { items: [article(10)] } },
      { locale: 'en' },
    );
    expect(screen.getByText('42 views')).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
