// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietReactErrors, renderWidgetForTest } from '../../testing/render-helpers';
import { TAB_BAR_ACTIVE_COLOR, TAB_BAR_COLOR, TAB_BAR_HEIGHT } from './bottom-tab-bar.defaults';
import { bottomTabBarView } from './bottom-tab-bar.view';

const hex = (color: string) => {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : color.toLowerCase();
};

describe('bottom tab bar', () => {
  // §9's #A1A1A1 and #ff0000, darkened to 4.5:1 on white (issue 22).
  it('is 75 px high, with #666666 tabs and the active one in #D41E26', () => {
    expect([TAB_BAR_HEIGHT, TAB_BAR_COLOR, TAB_BAR_ACTIVE_COLOR]).toEqual([
      75,
      '#666666',
      '#D41E26',
    ]);
    renderWidgetForTest(bottomTabBarView);
    expect(screen.getByRole('navigation').style.height).toBe('75px');
    const tabs = screen.getAllByRole('button');
    expect(hex(tabs[0]!.style.color)).toBe('#d41e26');
    expect(hex(tabs[1]!.style.color)).toBe('#666666');
  });

  it('starts on params.active', () => {
    renderWidgetForTest(bottomTabBarView, { params: { active: 2 } });
    expect(screen.getAllByRole('button')[2]!.getAttribute('aria-current')).toBe('page');
  });

  it('makes a selected tab active, announces it, tells the host and follows its link', () => {
    const { ctx } = renderWidgetForTest(bottomTabBarView);
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const tabs = screen.getAllByRole('button');
    expect(tabs[1]!.getAttribute('aria-current')).toBe('page');
    expect(tabs[0]!.getAttribute('aria-current')).toBeNull();
    expect(hex(tabs[1]!.style.color)).toBe('#d41e26');
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('已切换到搜索');
    expect(ctx.dispatch).toHaveBeenCalledWith({
      type: 'tab-change',
      widgetId: 'w1',
      index: 1,
      text: '搜索',
    });
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'search' });
  });

  it('keeps tab names for screen readers when they are hidden', () => {
    renderWidgetForTest(bottomTabBarView, { params: { hideName: true } }, { locale: 'en' });
    expect(screen.getByRole('button', { name: '我的' }).textContent).toBe('');
    expect(screen.getByRole('navigation', { name: 'Tab bar' })).toBeTruthy();
  });

  it('raises 没有与{layout}匹配的layout for a layout that does not match', () => {
    quietReactErrors();
    const { ctx } = renderWidgetForTest(
      bottomTabBarView,
      { params: { layout: 'grid' } },
      { mode: 'preview' },
    );
    expect(ctx.report).toHaveBeenCalledWith({
      kind: 'render-error',
      id: 'w1',
      type: 'bottom-tab-bar',
      message: '没有与grid匹配的layout',
    });
    expect(screen.getByRole('alert').textContent).toContain('没有与grid匹配的layout');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
