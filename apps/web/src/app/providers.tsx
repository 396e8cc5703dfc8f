import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadAntdLocale } from '../lib/i18n/antd-locale';
import { currentLocale, useLocale } from '../lib/i18n';
import { themeComponents, themeTokens } from '../lib/theme-tokens';
import { useUiSettings, type Size } from '../lib/ui-settings';
import { HttpUiBridge } from './http-ui-bridge';

/** Users who ask their system for less motion get antd without animations. */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The global sizes (console.md §4) as antd component sizes; mini is small and compact. */
const COMPONENT_SIZE: Record<Size, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * The chosen theme colour recolours every antd component through its tokens; nothing is fetched.
 * Text on or in the theme colour takes a shade of it that reaches WCAG AA (lib/theme-tokens.ts).
 */
const themeOf = (themeColor: string, size: Size): ThemeConfig => ({
  token: { ...themeTokens(themeColor), motion: !reducedMotion },
  components: themeComponents,
  algorithm: size === 'mini' ? antdTheme.compactAlgorithm : antdTheme.defaultAlgorithm,
});

// The HTTP client already told the user about a failure; retrying would only repeat the toast.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

let initialAntdLocale: AntdLocale | undefined;

/** Loads antd's texts for the starting language before the first render, so nothing flickers. */
export const prepareProviders = async (): Promise<void> => {
  initialAntdLocale = await loadAntdLocale(currentLocale());
};

export const Providers = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  const { themeColor, size } = useUiSettings();
  const theme = useMemo(() => themeOf(themeColor, size), [themeColor, size]);
  const [antdLocale, setAntdLocale] = useState(() => ({ locale, value: initialAntdLocale }));
  useEffect(() => {
    if (antdLocale.locale === locale) return;
    let live = true;
    void loadAntdLocale(locale).then((value) => {
      if (live) setAntdLocale({ locale, value });
    });
    return () => {
      live = false;
    };
  }, [locale, antdLocale.locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale.value} theme={theme} componentSize={COMPONENT_SIZE[size]}>
        <AntdApp>
          <HttpUiBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
};
