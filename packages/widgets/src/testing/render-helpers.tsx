// Test helpers only: never imported by an entry point (the boundary test checks it).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, vi, type Mock } from 'vitest';
import type { RenderContext } from '../core/context';
import { createRenderer, type RenderableComponent } from '../core/render-widget';
import type { WidgetViewManifest } from '../core/view-manifest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

export type TestContext = RenderContext & {
  navigate: Mock<RenderContext['navigate']>;
  dispatch: Mock<RenderContext['dispatch']>;
  report: Mock<NonNullable<RenderContext['report']>>;
};

export const makeContext = (overrides: Partial<RenderContext> = {}): TestContext =>
  ({
    locale: 'zh',
    loggedIn: true,
    platform: 'h5',
    mode: 'live',
    navigate: vi.fn(),
    dispatch: vi.fn(),
    report: vi.fn(),
    ...overrides,
  }) as TestContext;

/** A storage double for "show once" rules. */
export const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
  };
};

type Props = RenderableComponent['props'];

/**
 * Renders one widget through the real renderer (defaults merged under `props`, error
 * boundary, context), as a host would. `rerender` swaps the props like a builder edit.
 */
export const renderWidgetForTest = (
  manifest: WidgetViewManifest,
  props: Props = {},
  ctxOverrides: Partial<RenderContext> = {},
) => {
  const ctx = makeContext(ctxOverrides);
  const { renderWidget } = createRenderer([manifest]);
  const component = (next: Props): RenderableComponent => ({
    id: 'w1',
    type: manifest.type,
    props: next,
  });
  const result = render(<>{renderWidget(component(props), ctx)}</>);
  return {
    ...result,
    ctx,
    rerender: (next: Props) => result.rerender(<>{renderWidget(component(next), ctx)}</>),
  };
};

/** React logs errors its boundaries catch; tests that provoke one on purpose keep the log quiet. */
export const quietReactErrors = () =>
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** Advances fake timers inside act, so React applies the state updates they cause. */
export const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
