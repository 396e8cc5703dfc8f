// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockStyle, cssUrl } from '../src/core/block';
import { RenderContextValue } from '../src/core/context';
import { spacing, defaultStyle } from '../src/core/defaults';
import { useCarousel, useScrollOffset } from '../src/core/hooks';
import { advance, makeContext } from '../src/testing/render-helpers';

const Offset = () => <output>{useScrollOffset()}</output>;
const Carousel = ({ count }: { count: number }) => (
  <output>{useCarousel(count, 1000).index}</output>
);

describe('useScrollOffset', () => {
  it('follows the host scroll container and stops listening when removed', () => {
    const container = document.createElement('div');
    const remove = vi.spyOn(container, 'removeEventListener');
    const ctx = makeContext({ scrollContainer: () => container });
    const { unmount } = render(
      <RenderContextValue.Provider value={ctx}>
        <Offset />
      </RenderContextValue.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('0');
    container.scrollTop = 120;
    act(() => {
      container.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('status').textContent).toBe('120');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('uses the window when the host gives no container', () => {
    const ctx = makeContext();
    render(
      <RenderContextValue.Provider value={ctx}>
        <Offset />
      </RenderContextValue.Provider>,
    );
    act(() => {
      window.scrollTo(0, 40);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('status').textContent).toBe('40');
  });
});

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the index inside a list that got shorter', () => {
    const { rerender } = render(<Carousel count={3} />);
    advance(2000);
    expect(screen.getByRole('status').textContent).toBe('2');
    rerender(<Carousel count={2} />);
    expect(screen.getByRole('status').textContent).toBe('0');
  });
});

describe('blockStyle', () => {
  it('turns itemStyle into CSS', () => {
    const css = blockStyle(
      defaultStyle({
        margins: spacing(1, 2, 3, 4),
        paddings: spacing(5),
        radiusTop: 8,
        radiusBottom: 2,
        width: 50,
        height: 0,
        background: '#fff',
      }),
    );
    expect(css).toMatchObject({
      margin: '1px 2px 3px 4px',
      padding: '5px 0px 0px 0px',
      borderRadius: '8px 8px 2px 2px',
      width: '50%',
      height: undefined,
      backgroundColor: '#fff',
      // The theme as a shade that reaches 4.5:1 (issue 22).
      '--widget-theme': '#2D6FB2',
    });
  });

  it('keeps a background image inside its url()', () => {
    expect(cssUrl('/a".png) red')).toBe('url("/a%22.png) red")');
  });
});
