import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ShellRoute } from '../../lib/permitted-routes';
import { shellMessages } from './shell.i18n';

/** The dialog (fuse.js, antd's List, Input and Empty) is fetched when the search first opens. */
const RouteSearchDialog = lazy(async () => ({
  default: (await import('./route-search-dialog')).RouteSearchDialog,
}));

/**
 * Fuzzy route search in the current language. Keyboard: Ctrl/⌘+K or the button opens it,
 * arrows move, Enter opens the page, Escape closes.
 */
export const RouteSearch = ({ routes }: { routes: readonly ShellRoute[] }) => {
  const t = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  // Once fetched, the dialog stays mounted, so that it closes with its animation.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={t('nav.search')}>
        <Button
          type="text"
          data-testid="header-search"
          aria-label={t('nav.search')}
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {mounted || open ? (
        <Suspense fallback={null}>
          <RouteSearchDialog routes={routes} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
