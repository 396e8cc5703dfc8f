// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { brandListView } from './brand-list.view';

const brand = {
  brandId: 3,
  brandName: 'Acme',
  fullLink: { kind: 'inert', declared: 'brand', target: 'brand/3' },
  brandIcon: '/b.png',
};

describe('brand list', () => {
  it('shows the brand names only with showName', () => {
    const { rerender } = renderWidgetForTest(brandListView, { data: { items: [brand] } });
    expect(screen.getByText('Acme')).toBeTruthy();
    rerender({ params: { showName: false }, data: { items: [brand] } });
    expect(screen.queryByText('Acme')).toBeNull();
    // The logo carries the name for screen readers instead.
    expect(screen.getByRole('img', { name: 'Acme' })).toBeTruthy();
  });

  it('keeps the declared brand link inert', () => {
    const { ctx } = renderWidgetForTest(brandListView, { data: { items: [brand] } });
    fireEvent.click(screen.getByText('Acme'));
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is labelled in the host language and renders nothing without brands', () => {
    const { rerender } = renderWidgetForTest(
      brandListView,
      { data: { items: [brand] } },
      { locale: 'es' },
    );
    expect(screen.getByRole('list', { name: 'Marcas' })).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
