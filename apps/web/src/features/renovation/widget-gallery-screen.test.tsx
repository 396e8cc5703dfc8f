// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { WIDGET_EDITORS } from '@retail/widgets/editor';
import { WIDGET_VIEWS } from '@retail/widgets/render';
import { setLocale } from '../../lib/i18n';
import { renovationScreens } from './renovation.screens';
import { PHONE_HEIGHT, PHONE_WIDTH } from './phone-preview';
import { galleryGroups, GROUP_ORDER } from './widget-gallery-model';
import { WidgetGalleryScreen } from './widget-gallery-screen';

const figures = () => [...document.querySelectorAll<HTMLElement>('[data-widget-type]')];
const figure = (type: string) =>
  document.querySelector<HTMLElement>(`[data-widget-type="${type}"]`)!;

// Every widget of every batch renders here: a full gallery takes a few seconds in happy-dom.
describe('widget gallery', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLocale('en');
  });
  afterEach(cleanup);

  it('is the screen of /renovation/widgets/index', async () => {
    const load = renovationScreens['/renovation/widgets/index']!;
    expect(await load()).toBe(WidgetGalleryScreen);
  });

  it('groups every widget with a view by its editor group, in palette order', () => {
    const groups = galleryGroups(WIDGET_VIEWS, WIDGET_EDITORS);
    expect(groups.flatMap((g) => g.widgets.map((w) => w.type)).sort()).toEqual(
      WIDGET_VIEWS.map((v) => v.type).sort(),
    );
    const order = groups.map((g) => GROUP_ORDER.indexOf(g.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const { group, widgets } of groups)
      for (const widget of widgets) expect(widget.editor.group).toBe(group);
    // A view without an editor has no sample data: left out.
    expect(galleryGroups([{ type: 'nope' }], WIDGET_EDITORS)).toEqual([]);
  });

  it('draws every registered widget on a 375×667 phone, in preview, without a render error', () => {
    render(<WidgetGalleryScreen />);
    expect(
      figures()
        .map((f) => f.dataset.widgetType)
        .sort(),
    ).toEqual(WIDGET_VIEWS.map((v) => v.type).sort());
    for (const entry of figures()) {
      const phone = within(entry).getByTestId('phone-screen');
      expect([phone.style.width, phone.style.height]).toEqual([
        `${PHONE_WIDTH}px`,
        `${PHONE_HEIGHT}px`,
      ]);
      expect(entry.querySelector('[data-widget]')).not.toBeNull();
      expect(entry.dataset.widgetStatus).toBe('ok');
    }
    expect(screen.queryAllByTestId('widget-render-error')).toEqual([]);
    // The localized widget label of the builder, in the console language.
    expect(figure('order-shortcut-bar').querySelector('figcaption')!.textContent).toContain(
      'Order shortcuts',
    );
  });

  it('switches the widget language independently of the console', () => {
    render(<WidgetGalleryScreen />);
    const orders = () => within(figure('order-shortcut-bar')).getByTestId('phone-screen');
    expect(orders().textContent).toContain('All orders');
    fireEvent.click(screen.getByText('Español'));
    expect(orders().textContent).toContain('Por pagar');
    expect(orders().getAttribute('lang')).toBe('es');
    fireEvent.click(screen.getByText('中文'));
    expect(orders().textContent).toContain('待付款');
    // The console itself stays in English.
    expect(screen.getByText('Widget language')).toBeTruthy();
  });

  it('shows the sample content in the widget language, at first the console language', () => {
    render(<WidgetGalleryScreen />);
    const title = () => within(figure('text-title')).getByTestId('phone-screen');
    expect(title().textContent).toContain("This week's bestsellers");
    fireEvent.click(screen.getByText('Español'));
    expect(title().textContent).toContain('Lo más vendido de la semana');
    fireEvent.click(screen.getByText('中文'));
    expect(title().textContent).toContain('本周热卖');
  });

  it('switches the shopper between logged in and logged out', () => {
    render(<WidgetGalleryScreen />);
    const header = () => within(figure('user-header-card')).getByTestId('phone-screen');
    expect(header().textContent).toContain('Lily');
    fireEvent.click(screen.getByTestId('gallery-logged-in'));
    expect(screen.getByText('Shopper logged out')).toBeTruthy();
    expect(header().textContent).not.toContain('Lily');
    expect(header().textContent).toContain('Log in');
  });

  it('shows where a link would lead instead of following it', () => {
    render(<WidgetGalleryScreen />);
    const entry = figure('order-shortcut-bar');
    act(() => {
      fireEvent.click(within(entry).getAllByRole('link')[1]!);
    });
    expect(within(entry).getByTestId('widget-event').textContent).toBe(
      'Opens pages/order/index?dataType=payment',
    );
  });
});
