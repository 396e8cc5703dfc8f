// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { serviceGridView } from './service-grid.view';

const base = {
  image: '',
  icon: 'service',
  openType: '',
  count: 0,
  hidden: false,
  url: { kind: 'none' },
};
const address = {
  ...base,
  type: 'link',
  name: 'Address',
  url: { kind: 'url', url: 'pages/address/index' },
};
const contact = { ...base, type: 'button', name: 'Contact', openType: 'contact' };
const names = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => li.textContent);

describe('service grid', () => {
  it('navigates to the url of the clicked item', () => {
    const { ctx } = renderWidgetForTest(serviceGridView, { data: { items: [address] } });
    const link = screen.getByRole('link', { name: 'Address' });
    expect(link.getAttribute('href')).toBe('pages/address/index');
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'url', url: 'pages/address/index' });
  });

  it('shows button items only on the WeChat mini-program, and hands their openType to the host', () => {
    const items = [address, contact];
    const { container } = renderWidgetForTest(
      serviceGridView,
      { data: { items } },
      { platform: 'h5' },
    );
    expect(names(container)).toEqual(['Address']);
    container.remove();
    const mp = renderWidgetForTest(serviceGridView, { data: { items } }, { platform: 'mp-weixin' });
    expect(names(mp.container)).toEqual(['Address', 'Contact']);
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(mp.ctx.dispatch).toHaveBeenCalledWith({
      type: 'service-open',
      widgetId: 'w1',
      openType: 'contact',
    });
  });

  it('hides hidden items of either type', () => {
    const items = [
      { ...address, hidden: true },
      { ...contact, hidden: true },
      { ...address, name: 'Shown' },
    ];
    const { container } = renderWidgetForTest(
      serviceGridView,
      { data: { items } },
      { platform: 'mp-weixin' },
    );
    expect(names(container)).toEqual(['Shown']);
  });

  it('shows the badge count up to 99 and 99+ above; no badge at 0', () => {
    const items = [0, 1, 99, 100, 5000].map((count) => ({ ...address, name: `n${count}`, count }));
    const { container } = renderWidgetForTest(serviceGridView, { data: { items } });
    expect([...container.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toEqual([
      '1',
      '99',
      '99+',
      '99+',
    ]);
  });

  it('shows the title when shown, with a default text in the host language', () => {
    const { rerender } = renderWidgetForTest(
      serviceGridView,
      { params: { title: { shown: true, text: '' } }, data: { items: [address] } },
      { locale: 'es' },
    );
    expect(screen.getByRole('heading').textContent).toBe('Mis servicios');
    rerender({ params: { title: { shown: true, text: 'Tools' } }, data: { items: [address] } });
    expect(screen.getByRole('heading').textContent).toBe('Tools');
    rerender({ params: { title: { shown: false, text: 'Tools' } }, data: { items: [address] } });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('uses the uploaded icons with diyIcon, the built-in ones otherwise', () => {
    const items = [{ ...address, image: '/address.png' }];
    const { container, rerender } = renderWidgetForTest(serviceGridView, { data: { items } });
    expect(container.querySelector('li img')).toBeNull();
    expect(container.querySelector('li svg')).not.toBeNull();
    rerender({ params: { diyIcon: true }, data: { items } });
    expect(container.querySelector('li img')?.getAttribute('src')).toBe('/address.png');
  });

  it('renders nothing when no item is shown', () => {
    const { container } = renderWidgetForTest(serviceGridView, { data: { items: [contact] } });
    expect(container.querySelector('ul')).toBeNull();
  });
});
