// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { goodsDescriptionView } from './goods-description.view';
import { sanitizeStyle } from './rich-text';

const describeWith = (goodsDescribe: string, locale: 'zh' | 'en' | 'es' = 'zh') =>
  renderWidgetForTest(goodsDescriptionView, { data: { goodsDescribe } }, { locale });

const body = (container: HTMLElement) => container.querySelector('[data-goods-description]')!;

describe('goods description', () => {
  it('shows 亲，暂无商品描述 when the description is empty', () => {
    for (const empty of ['', '   ', '<p><br></p>', '<p>&nbsp;</p>']) {
      const { container, unmount } = describeWith(empty);
      expect(container.querySelector('[data-goods-description-empty]')!.textContent).toBe(
        '亲，暂无商品描述',
      );
      unmount();
    }
    describeWith('', 'en');
    expect(screen.getByText('No description for this item yet')).toBeTruthy();
  });

  it('keeps the allowed markup of the rich text', () => {
    const { container } = describeWith(
      '<h2>Origin</h2><p style="color: #f00; text-align: center">Hand <b>picked</b></p>' +
        '<img src="https://cdn.example.com/a.png" alt="leaf"><a href="https://shop.example.com">more</a>',
    );
    const html = body(container);
    expect(html.querySelector('h2')!.textContent).toBe('Origin');
    const paragraph = html.querySelector('p')!;
    expect(paragraph.style.color).toBe('#f00');
    expect(paragraph.style.textAlign).toBe('center');
    expect(paragraph.querySelector('b')!.textContent).toBe('picked');
    const image = html.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(image.style.maxWidth).toBe('100%');
    expect(html.querySelector('a')!.getAttribute('rel')).toContain('noopener');
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const { container } = describeWith(
      '<p onclick="alert(1)" onmouseover="alert(2)">safe</p>' +
        '<script>window.hacked = true</script><style>body{display:none}</style>' +
        '<img src="x" onerror="alert(3)"><img src="javascript:alert(4)">' +
        '<a href="javascript:alert(5)">link</a><a href=" JaVaScRiPt:alert(6)">link2</a>' +
        '<form><input name="a"></form>' +
        '<div style="background-image: url(javascript:alert(8)); color: red">styled</div>' +
        '<font color="red" onclick="x()">unwrapped</font>' +
        // Last: happy-dom's parser (unlike a browser's) swallows what follows these.
        '<iframe title="x"></iframe><svg><script>alert(7)</script></svg>',
    );
    const html = body(container);
    const markup = html.innerHTML.toLowerCase();
    for (const bad of ['onclick', 'onerror', 'onmouseover', 'javascript', '<script', '<style'])
      expect(markup).not.toContain(bad);
    for (const tag of ['iframe', 'svg', 'form', 'input', 'font', 'script', 'style'])
      expect(html.querySelector(tag)).toBeNull();
    expect(html.querySelectorAll('img')).toHaveLength(0);
    expect([...html.querySelectorAll('a')].map((a) => a.hasAttribute('href'))).toEqual([
      false,
      false,
    ]);
    const styled = [...html.querySelectorAll('div')].find((d) => d.textContent === 'styled')!;
    expect(styled.style.color).toBe('red');
    expect(styled.getAttribute('style')).not.toContain('url');
    expect(html.textContent).toContain('unwrapped');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps only plain style values', () => {
    expect(sanitizeStyle('color: red; position: fixed; width: 100%')).toEqual({
      color: 'red',
      width: '100%',
    });
    expect(sanitizeStyle('background-color: expression(alert(1))')).toBeUndefined();
    expect(sanitizeStyle('color: \\72 ed')).toBeUndefined();
  });

  it('renders its sample description with its picture', () => {
    const { container } = renderWidgetForTest(goodsDescriptionView);
    expect(body(container).querySelectorAll('li')).toHaveLength(2);
    expect(body(container).querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('shows only once the data has arrived', () => {
    const { container, rerender } = renderWidgetForTest(goodsDescriptionView, {
      data: { goodsDescribe: '<p>x</p>', loading: true },
    });
    expect(container.querySelector('[data-goods-description]')).toBeNull();
    rerender({ data: { goodsDescribe: '<p>x</p>', loading: false } });
    expect(body(container).textContent).toBe('x');
  });
});
