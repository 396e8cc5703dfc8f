// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { classTagStripView } from './class-tag-strip.view';

const items = [
  { id: 11, className: 'Fruit' },
  { id: 12, className: 'Snacks' },
];

describe('class tag strip', () => {
  it('starts with firstPageName, active, followed by the class names', () => {
    renderWidgetForTest(classTagStripView, { params: { firstPageName: 'Home' }, data: { items } });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Fruit', 'Snacks']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs[1]!.getAttribute('data-class-id')).toBe('11');
  });

  it('marks a tapped tag active; its declared link does not navigate', () => {
    const { ctx } = renderWidgetForTest(classTagStripView, { data: { items } });
    fireEvent.click(screen.getByRole('tab', { name: 'Snacks' }));
    expect(screen.getByRole('tab', { name: 'Snacks' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('false');
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is labelled in the host language', () => {
    renderWidgetForTest(classTagStripView, { data: { items } }, { locale: 'es' });
    expect(screen.getByRole('tablist', { name: 'Categorías' })).toBeTruthy();
  });
});
