import { createContext, useContext } from 'react';
import type { Locale } from '@retail/contract';
import type { WidgetAction } from './actions';
import type { LinkDescriptor } from './link';

/** Where the page runs; some blocks differ on the WeChat mini-program (`mp-weixin`). */
export type Platform = 'h5' | 'mp-weixin' | 'mp-alipay' | 'app';

/**
 * `live` on a shopper's phone; `preview` in the builder canvas and the widget gallery, where
 * overlays stay in the flow, nothing closes by itself and render errors are shown.
 */
export type RenderMode = 'live' | 'preview';

/** Small key-value storage the host provides (e.g. localStorage) for "show once" rules. */
export type WidgetStorage = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
};

export type RenderIssue =
  | { kind: 'unknown-widget'; id: string; type: string }
  | { kind: 'render-error'; id: string; type: string; message: string };

/** What the host gives every widget. */
export type RenderContext = {
  locale: Locale;
  loggedIn: boolean;
  platform: Platform;
  navigate: (link: LinkDescriptor) => void;
  dispatch: (action: WidgetAction) => void;
  mode?: RenderMode;
  /** Without storage, "show once" blocks show every time (the builder passes none). */
  storage?: WidgetStorage;
  /** The element that scrolls the page; the window when absent or null. */
  scrollContainer?: () => HTMLElement | null;
  /** Unknown widget types and render errors are reported here, never thrown at the host. */
  report?: (issue: RenderIssue) => void;
};

export const RenderContextValue = createContext<RenderContext | null>(null);

export const useRenderContext = (): RenderContext => {
  const ctx = useContext(RenderContextValue);
  if (!ctx)
    throw new Error('Widget views render inside renderWidget (or a RenderContextValue provider).');
  return ctx;
};
