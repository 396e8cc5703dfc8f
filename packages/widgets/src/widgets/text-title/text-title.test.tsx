// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { textTitleView } from './text-title.view';

describe('text title', () => {
  it('shows its title as a heading, aligned as configured', () => {
    renderWidgetForTest(textTitleView, {
      data: { title: 'Hello' },
      params: { textAlign: 'center' },
    });
    const heading = screen.getByRole('heading', { name: 'Hello' });
    expect(heading.style.textAlign).toBe('center');
  });

  it('opens an article through the host when linked', () => {
    const link = { kind: 'articleDetail', articleId: 7 } as const;
    const { ctx } = renderWidgetForTest(textTitleView, { data: { title: 'News', fullLink: link } });
    const anchor = screen.getByRole('link', { name: 'News' });
    expect(anchor.getAttribute('href')).toBe('/pages/article/detail?articleId=7');
    fireEvent.click(anchor);
    expect(ctx.navigate).toHaveBeenCalledWith(link);
  });

  it('is plain text without a link', () => {
    renderWidgetForTest(textTitleView);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
