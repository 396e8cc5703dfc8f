// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, memoryStorage, renderWidgetForTest } from '../../testing/render-helpers';
import { adShownKey, adPopupView } from './ad-popup.view';

const imageAd = { adType: 'image', image: '/ad.png', video: '', adLink: { kind: 'search' } };
const videoAd = { adType: 'video', image: '', video: '/ad.mp4', adLink: { kind: 'none' } };
const closeButton = () => screen.getByRole('button', { name: /^关闭/ });

describe('ad pop-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 7, one per second', () => {
    renderWidgetForTest(adPopupView, { data: { ads: [imageAd] } });
    expect(closeButton().textContent).toBe('7秒');
    advance(1000);
    expect(closeButton().textContent).toBe('6秒');
    advance(5000);
    expect(closeButton().textContent).toBe('1秒');
  });

  it('closes an image ad by itself after 7000 ms', () => {
    const { ctx } = renderWidgetForTest(adPopupView, { data: { ads: [imageAd] } });
    advance(6999);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'ad-close', widgetId: 'w1' });
  });

  it('closes any other ad after 3000 ms', () => {
    renderWidgetForTest(adPopupView, { data: { ads: [videoAd] } });
    advance(2999);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows 关闭 at 0 (in the builder preview, where it stays open)', () => {
    renderWidgetForTest(adPopupView, { data: { ads: [imageAd] } }, { mode: 'preview' });
    advance(7000);
    expect(closeButton().textContent).toBe('关闭');
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    renderWidgetForTest(
      adPopupView,
      { data: { ads: [imageAd] } },
      { mode: 'preview', locale: 'es' },
    );
    advance(7000);
    expect(screen.getByRole('button', { name: 'Cerrar' }).textContent).toBe('Cerrar');
  });

  it('closes at once on the close button and follows the ad link on the image', () => {
    const { ctx } = renderWidgetForTest(adPopupView, { data: { ads: [imageAd] } });
    fireEvent.click(screen.getByRole('link'));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'search' });
    fireEvent.click(closeButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(10_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with showOnce does not reappear once shown', () => {
    const storage = memoryStorage();
    const first = renderWidgetForTest(
      adPopupView,
      { params: { showOnce: true }, data: { ads: [imageAd] } },
      { storage },
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(storage.get(adShownKey('w1'))).toBe('1');
    first.unmount();
    renderWidgetForTest(
      adPopupView,
      { params: { showOnce: true }, data: { ads: [imageAd] } },
      { storage },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without showOnce, or without host storage, shows every time', () => {
    const storage = memoryStorage();
    storage.set(adShownKey('w1'), '1');
    renderWidgetForTest(
      adPopupView,
      { params: { showOnce: false }, data: { ads: [imageAd] } },
      { storage },
    ).unmount();
    renderWidgetForTest(
      adPopupView,
      { params: { showOnce: false }, data: { ads: [imageAd] } },
      { storage },
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    renderWidgetForTest(adPopupView, { params: { showOnce: true }, data: { ads: [imageAd] } });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
  });

  it('renders nothing without ads', () => {
    renderWidgetForTest(adPopupView, { data: { ads: [] } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
