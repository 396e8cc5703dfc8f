// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietReactErrors, renderWidgetForTest } from '../../testing/render-helpers';
import { floatingMenuView } from './floating-menu.view';

const btns = [
  { image: '/a.png', name: 'Cart', link: { kind: 'url', url: 'pages/cart/index' } },
  { image: '/b.png', name: 'Me', link: { kind: 'personal' } },
];
const toggle = () => screen.getByRole('button');

describe('floating menu', () => {
  it('starts open and toggles closed and open again', () => {
    renderWidgetForTest(floatingMenuView, { data: { btns } }, { locale: 'en' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows each button image with its name only with showName', () => {
    const { container, rerender } = renderWidgetForTest(floatingMenuView, {
      params: { showName: true },
      data: { btns },
    });
    expect([...container.querySelectorAll('li img')].map((img) => img.getAttribute('src'))).toEqual(
      ['/a.png', '/b.png'],
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Cart', 'Me']);
    rerender({ params: { showName: false }, data: { btns } });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['', '']);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it('follows a button link through the host', () => {
    const { ctx } = renderWidgetForTest(floatingMenuView, { data: { btns } });
    fireEvent.click(screen.getByRole('link', { name: 'Me' }));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'personal' });
  });

  it('renders nothing unless enabled', () => {
    renderWidgetForTest(floatingMenuView, { params: { enable: false }, data: { btns } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stacks vertically or lines up horizontally; another layout raises the §5 error', () => {
    const { container, rerender } = renderWidgetForTest(floatingMenuView, {
      params: { layout: 'vertical' },
      data: { btns },
    });
    const root = () => container.querySelector<HTMLElement>('[data-widget] > div')!;
    expect(root().style.flexDirection).toBe('column');
    rerender({ params: { layout: 'horizontal' }, data: { btns } });
    expect(root().style.flexDirection).toBe('row');
    quietReactErrors();
    const broken = renderWidgetForTest(
      floatingMenuView,
      { params: { layout: 'circle' }, data: { btns } },
      { locale: 'en' },
    );
    expect(broken.ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No layout matches circle' }),
    );
  });

  it('floats at the bottom right on a phone and stays in the flow in the builder', () => {
    const { container } = renderWidgetForTest(floatingMenuView, { data: { btns } });
    expect(container.querySelector<HTMLElement>('[data-widget] > div')!.style.position).toBe(
      'fixed',
    );
    const preview = renderWidgetForTest(floatingMenuView, { data: { btns } }, { mode: 'preview' });
    expect(
      preview.container.querySelector<HTMLElement>('[data-widget] > div')!.style.position,
    ).toBe('');
  });
});
