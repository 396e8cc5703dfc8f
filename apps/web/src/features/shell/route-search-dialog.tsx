import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Empty, Input, List, Modal, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ShellRoute } from '../../lib/permitted-routes';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { createRouteSearch, searchItems } from './route-search-model';
import { shellMessages } from './shell.i18n';

/**
 * The route search dialog: fuzzy search in the current language; arrows move, Enter opens the
 * page, Escape closes. Fetched when the search is first opened (route-search.tsx).
 */
export const RouteSearchDialog = ({
  routes,
  open,
  onClose,
}: {
  routes: readonly ShellRoute[];
  open: boolean;
  onClose: () => void;
}) => {
  const t = useMessages(shellMessages);
  const titleOf = useRouteTitle();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const search = useMemo(() => createRouteSearch(searchItems(routes, titleOf)), [routes, titleOf]);
  const results = useMemo(() => search(query).slice(0, 10), [search, query]);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      // The dialog closes at once and gives focus back to the search button: without this, the
      // same Enter would then press that button and open the search again.
      event.preventDefault();
      const chosen = results[active];
      if (chosen) go(chosen.path);
    }
  };

  return (
    <Modal
      open={open}
      title={t('nav.search')}
      footer={null}
      onCancel={close}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      destroyOnHidden
    >
      <Input
        ref={input}
        data-testid="header-search-input"
        placeholder={t('nav.searchPlaceholder')}
        prefix={<SearchOutlined />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoFocus
      />
      {query.trim() && results.length === 0 ? (
        <Empty description={t('nav.noMatch')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          data-testid="header-search-results"
          dataSource={results}
          style={{ marginTop: 8 }}
          renderItem={(item, index) => (
            <List.Item
              role="option"
              aria-selected={index === active}
              data-testid="header-search-option"
              onMouseEnter={() => setActive(index)}
              onClick={() => go(item.path)}
              style={{
                cursor: 'pointer',
                paddingInline: 8,
                background: index === active ? 'rgba(64, 158, 255, 0.12)' : undefined,
              }}
            >
              <List.Item.Meta title={item.title.join(' > ')} description={item.path} />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
};
