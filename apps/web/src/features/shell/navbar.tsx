import { Suspense, lazy, useEffect, useState } from 'react';
import { App, Avatar, Button, Dropdown, Flex, Space, Tooltip, theme } from 'antd';
import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  TranslationOutlined,
  UserOutlined,
  DownOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOCALES, type Locale } from '@retail/contract';
import { LANGUAGE_NAMES, i18n, setLocale, useLocale } from '../../lib/i18n';
import { textOf, useMessages } from '../../lib/i18n/feature-messages';
import { HOME_ROUTE_PATH, type ShellRoute } from '../../lib/permitted-routes';
import { LOGIN_PATH } from '../../lib/route-access';
import { logout } from '../../lib/session';
import { openSystemSettings } from '../../resources/system-settings-opener';
import { systemSettingsOpenerMessages } from '../../resources/system-settings-opener.i18n';
import { useSession } from '../../lib/session-store';
import {
  DEFAULT_THEME_COLOR,
  SIZES,
  setSize,
  setThemeColor,
  toggleSidebar,
  useUiSettings,
  type Size,
} from '../../lib/ui-settings';
import { AppBreadcrumb } from './app-breadcrumb';
import { ErrorLog } from './error-log';
import { RouteSearch } from './route-search';
import { shellMessages } from './shell.i18n';

const shellText = textOf(shellMessages);

/** Colours offered next to the free picker. */
const PRESET_COLORS = [
  DEFAULT_THEME_COLOR,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

const useFullscreen = () => {
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return fullscreen;
};

const FullscreenToggle = () => {
  const t = useMessages(shellMessages);
  const { message } = App.useApp();
  const fullscreen = useFullscreen();
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(shellText('message.fullscreenUnsupported'));
      return;
    }
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    done.catch(() => void message.warning(shellText('message.fullscreenUnsupported')));
  };
  const label = fullscreen ? t('nav.exitFullscreen') : t('nav.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        data-testid="screenfull"
        data-fullscreen={fullscreen}
        aria-label={label}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
};

const SizeSelect = () => {
  const t = useMessages(shellMessages);
  const { message } = App.useApp();
  const { size } = useUiSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((option) => ({
          key: option,
          label: <span data-testid={`size-${option}`}>{t(`size.${option}`)}</span>,
        })),
        onClick: ({ key }) => {
          setSize(key as Size);
          void message.success(shellText('message.sizeChanged'));
        },
      }}
    >
      {/* A tooltip here would cover the menu it opens: the native title hints instead. */}
      <Button
        type="text"
        data-testid="size-select"
        data-size={size}
        aria-label={t('nav.size')}
        title={t('nav.size')}
        icon={<ColumnHeightOutlined />}
      />
    </Dropdown>
  );
};

const LanguageSelect = () => {
  const t = useMessages(shellMessages);
  const { message } = App.useApp();
  const locale = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((option) => ({
          key: option,
          label: <span data-testid={`lang-${option}`}>{LANGUAGE_NAMES[option]}</span>,
        })),
        onClick: ({ key }) => {
          void setLocale(key as Locale).then(
            () => void message.success(i18n.t('common.switchLanguageSuccess')),
          );
        },
      }}
    >
      <Button
        type="text"
        data-testid="lang-select"
        data-locale={locale}
        aria-label={t('nav.language')}
        title={t('nav.language')}
        icon={<TranslationOutlined />}
      />
    </Dropdown>
  );
};

/** antd's colour picker is heavy (~17 kB gzip) for one button: fetched after the shell shows. */
const ColorPicker = lazy(() => import('antd/es/color-picker'));

/** The picker's trigger while it loads: the current colour in a small-size square. */
const ThemeSwatch = ({ color }: { color: string }) => (
  <span
    style={{
      display: 'inline-block',
      width: 24,
      height: 24,
      padding: 3,
      border: '1px solid #d9d9d9',
      borderRadius: 4,
      verticalAlign: 'middle',
    }}
  >
    <span style={{ display: 'block', height: '100%', borderRadius: 2, background: color }} />
  </span>
);

const ThemePicker = () => {
  const t = useMessages(shellMessages);
  const { message } = App.useApp();
  const { themeColor } = useUiSettings();
  return (
    <span data-testid="theme-picker" data-color={themeColor} title={t('nav.theme')}>
      <Suspense fallback={<ThemeSwatch color={themeColor} />}>
        <ColorPicker
          size="small"
          disabledAlpha
          value={themeColor}
          presets={[{ label: t('nav.theme'), colors: PRESET_COLORS, defaultOpen: true }]}
          onChangeComplete={(color) => {
            const hex = color.toHexString().toUpperCase();
            if (hex === themeColor.toUpperCase()) return;
            setThemeColor(hex);
            void message.success(shellText('message.skinChanged'));
          }}
        >
          {/* A button of its own: antd's trigger is a div that takes no name nor focus. */}
          <Button
            type="text"
            size="small"
            aria-label={t('nav.theme')}
            data-testid="theme-trigger"
            icon={<ThemeSwatch color={themeColor} />}
          />
        </ColorPicker>
      </Suspense>
    </span>
  );
};

const UserMenu = () => {
  const t = useMessages(shellMessages);
  const settingsText = useMessages(systemSettingsOpenerMessages);
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Log out: the session is cleared, then the page reloads on /login.
  const leave = async () => {
    await logout(() => navigate(LOGIN_PATH, { replace: true }));
    queryClient.clear();
    window.location.reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'dashboard',
            label: <span data-testid="user-menu-dashboard">{t('nav.dashboard')}</span>,
          },
          {
            key: 'settings',
            label: <span data-testid="user-menu-settings">{settingsText('menu')}</span>,
          },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout-button">{t('nav.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'dashboard') navigate(HOME_ROUTE_PATH);
          else if (key === 'settings') openSystemSettings();
          else void leave();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" title={t('nav.userMenu')}>
        <Space size={6}>
          <Avatar size="small" icon={<UserOutlined />} />
          <span data-testid="current-user">{session.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
};

/** The top bar: collapse toggle, breadcrumb, and the right-hand controls (most hidden on mobile). */
export const Navbar = ({
  routes,
  path,
  mobile,
}: {
  routes: readonly ShellRoute[];
  path: string;
  mobile: boolean;
}) => {
  const t = useMessages(shellMessages);
  const { sidebarOpened } = useUiSettings();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{
        height: 50,
        paddingInline: 8,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0, overflow: 'hidden' }}>
        <Button
          type="text"
          data-testid="hamburger"
          data-opened={sidebarOpened}
          aria-label={t('nav.toggleSidebar')}
          aria-expanded={sidebarOpened}
          icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
        />
        <AppBreadcrumb routes={routes} path={path} />
      </Flex>
      <Flex align="center" gap={4} data-testid="right-menu">
        {mobile ? null : (
          <>
            <RouteSearch routes={routes} />
            <ErrorLog />
            <FullscreenToggle />
            <SizeSelect />
            <LanguageSelect />
            <ThemePicker />
          </>
        )}
        <UserMenu />
      </Flex>
    </Flex>
  );
};
