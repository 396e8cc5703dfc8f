import { Dropdown, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import type { TabView } from './tabs-model';
import { shellMessages } from './shell.i18n';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Page tabs of the visited views; right click opens refresh, close, close others, close all. */
export const TagsView = ({
  views,
  activePath,
  onAction,
}: {
  views: readonly TabView[];
  activePath: string;
  onAction: (action: TabAction, view: TabView) => void;
}) => {
  const t = useMessages(shellMessages);
  const titleOf = useRouteTitle();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={t('tabs.label')}
      data-testid="tags-view"
      style={{
        display: 'flex',
        gap: 4,
        padding: '4px 12px',
        overflowX: 'auto',
        whiteSpace: 'nowrap',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
      }}
    >
      {views.map((view) => {
        const active = view.path === activePath;
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tabs.refresh') },
                ...(view.affix ? [] : [{ key: 'close', label: t('tabs.close') }]),
                { key: 'closeOthers', label: t('tabs.closeOthers') },
                { key: 'closeAll', label: t('tabs.closeAll') },
              ],
              onClick: ({ key }) => onAction(key as TabAction, view),
            }}
          >
            <span
              role="link"
              tabIndex={0}
              data-testid="tab"
              data-path={view.path}
              data-active={active}
              onClick={() => navigate(view.fullPath)}
              onKeyDown={(event) => event.key === 'Enter' && navigate(view.fullPath)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
                height: 26,
                padding: '0 8px',
                fontSize: 12,
                cursor: 'pointer',
                border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
                background: active ? token.colorPrimary : token.colorBgContainer,
                color: active ? token.colorTextLightSolid : token.colorText,
                borderRadius: token.borderRadiusSM,
              }}
            >
              {titleOf(view.name)}
              {view.affix ? null : (
                <CloseOutlined
                  data-testid="tab-close"
                  aria-label={t('tabs.close')}
                  style={{ fontSize: 10 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAction('close', view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
};
