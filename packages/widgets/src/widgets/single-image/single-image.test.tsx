// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { singleImageView } from './single-image.view';

const blockOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-widget] > div')!;

describe('single image', () => {
  it('is 80 px high with a 10 px top padding by default', () => {
    const { container } = renderWidgetForTest(singleImageView);
    expect(blockOf(container).style.height).toBe('80px');
    expect(blockOf(container).style.paddingTop).toBe('10px');
    expect(blockOf(container).style.paddingLeft).toBe('0px');
    expect(blockOf(container).style.width).toBe('100%');
  });

  it('follows its fullLink through the host', () => {
    const link = { kind: 'goodsDetail', goodsId: 42 } as const;
    const { ctx } = renderWidgetForTest(singleImageView, { data: { fullLink: link } });
    const anchor = screen.getByRole('link');
    expect(anchor.getAttribute('href')).toBe('pages/goods/detail?goodsId=42');
    fireEvent.click(anchor);
    expect(ctx.navigate).toHaveBeenCalledWith(link);
  });

  it('is not a link when fullLink leads nowhere', () => {
    renderWidgetForTest(singleImageView, { data: { fullLink: { kind: 'url', url: '' } } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: '图片' })).toBeTruthy();
  });
});
