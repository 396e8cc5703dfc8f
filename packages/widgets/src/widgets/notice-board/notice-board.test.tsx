// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { NOTICE_ROTATION_MS } from './notice-board.defaults';
import { noticeBoardView } from './notice-board.view';

const items = [
  { image: '', text: 'first' },
  { image: '', text: 'second' },
  { image: '', text: 'third' },
];

describe('notice board', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next notice every 5000 ms and wraps around', () => {
    expect(NOTICE_ROTATION_MS).toBe(5000);
    renderWidgetForTest(noticeBoardView, { data: { items } });
    const board = screen.getByRole('marquee');
    expect(board.textContent).toBe('first');
    advance(4999);
    expect(board.textContent).toBe('first');
    advance(1);
    expect(board.textContent).toBe('second');
    advance(5000);
    expect(board.textContent).toBe('third');
    advance(5000);
    expect(board.textContent).toBe('first');
  });

  it('keeps a single notice still and stops its timer when removed', () => {
    const { unmount } = renderWidgetForTest(noticeBoardView, { data: { items: [items[0]!] } });
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    renderWidgetForTest(noticeBoardView, { data: { items } }).unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the icon only when showIcon is on, and is labelled in the host language', () => {
    const { container, rerender } = renderWidgetForTest(
      noticeBoardView,
      { data: { items } },
      { locale: 'en' },
    );
    expect(screen.getByRole('marquee', { name: 'Notices' })).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
    rerender({ data: { items }, params: { showIcon: false } });
    expect(container.querySelector('svg')).toBeNull();
  });

  it('renders nothing without notices', () => {
    renderWidgetForTest(noticeBoardView, { data: { items: [] } });
    expect(screen.queryByRole('marquee')).toBeNull();
  });
});
