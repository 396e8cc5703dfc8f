// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { DEFAULT_SERVICE_LABELS } from './goods-service-list.defaults';
import { goodsServiceListView } from './goods-service-list.view';

describe('goods service list with drawer', () => {
  it('lists the default services 7-day no-reason return and 48-hour delivery', () => {
    expect(DEFAULT_SERVICE_LABELS).toEqual(['7天无理由退货', '48小时发货']);
    renderWidgetForTest(goodsServiceListView);
    expect(screen.getByRole('button', { expanded: false }).textContent).toContain(
      '7天无理由退货 · 48小时发货',
    );
  });

  it('opens the drawer on a click and closes it on the next', () => {
    renderWidgetForTest(goodsServiceListView, {}, { locale: 'en' });
    const row = screen.getByRole('button', { expanded: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(row);
    const drawer = screen.getByRole('dialog', { name: 'Services' });
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.textContent).toContain('48小时发货');
    expect(drawer.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(row);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from its close button, the backdrop and Escape', () => {
    renderWidgetForTest(goodsServiceListView, {}, { locale: 'es' });
    const row = screen.getByRole('button', { expanded: false });
    fireEvent.click(row);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(row);
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(row);
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('covers the screen live, and stays in the block in the builder preview', () => {
    const live = renderWidgetForTest(goodsServiceListView);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('dialog').parentElement!.style.position).toBe('fixed');
    live.unmount();
    renderWidgetForTest(goodsServiceListView, {}, { mode: 'preview' });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('dialog').parentElement!.style.position).toBe('relative');
  });

  it('shows only once the data has arrived, and nothing without services', () => {
    const { rerender } = renderWidgetForTest(goodsServiceListView, { data: { loading: true } });
    expect(screen.queryByRole('button')).toBeNull();
    rerender({ data: { services: [], loading: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
