// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { COMMENT_LIMIT, goodsCommentListDefaults } from './goods-comment-list.defaults';
import { goodsCommentListView } from './goods-comment-list.view';

const comment = (rating: number, content: string) => ({
  nickName: 'N',
  avatarUrl: '',
  rating,
  content,
  createDate: '2026-01-02 03:04:05',
  images: [],
});

describe('goods comment list', () => {
  it('shows at most 2 comments by default, with the total in the heading', () => {
    expect(COMMENT_LIMIT).toBe(2);
    expect(goodsCommentListDefaults.params.limit).toBe(2);
    const list = [comment(0, 'a'), comment(0, 'b'), comment(0, 'c')];
    const { rerender } = renderWidgetForTest(goodsCommentListView, {
      params: { title: '商品评价' },
      data: { list, total: 36 },
    });
    expect(screen.getByRole('heading').textContent).toBe('商品评价(36)');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender({ params: { limit: 3 }, data: { list, total: 36 } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('maps the rating 0 → 5 stars, 1 → 3, 2 → 1', () => {
    renderWidgetForTest(
      goodsCommentListView,
      { params: { limit: 3 }, data: { list: [comment(0, 'a'), comment(1, 'b'), comment(2, 'c')] } },
      { locale: 'en' },
    );
    const stars = screen.getAllByRole('img', { name: /^Rated/ });
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Rated 5 of 5',
      'Rated 3 of 5',
      'Rated 1 of 5',
    ]);
    // Lit stars are drawn in the rating colour, the rest grey.
    const lit = stars.map(
      (s) =>
        [...s.querySelectorAll('svg')].filter((svg) => svg.getAttribute('stroke') !== '#ddd')
          .length,
    );
    expect(lit).toEqual([5, 3, 1]);
  });

  it('cuts each comment to showRows lines', () => {
    const { container } = renderWidgetForTest(goodsCommentListView, {
      params: { showRows: 3 },
      data: { list: [comment(0, 'long text')] },
    });
    const text = container.querySelector<HTMLElement>('[data-comment-content]')!;
    expect(text.style.maxHeight).toBe('4.5em');
  });

  it('says so when there is no comment yet', () => {
    renderWidgetForTest(goodsCommentListView, { data: { list: [], total: 0 } }, { locale: 'es' });
    expect(screen.getByText('Aún no hay opiniones')).toBeTruthy();
  });
});
