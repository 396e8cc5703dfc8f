import { useState } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import type { LinkDescriptor } from '../../core/link';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  USER_HEADER_CARD,
  USER_HEADER_HEIGHT,
  userHeaderCardDefaults,
} from './user-header-card.defaults';
import type { UserHeaderCardProps } from './user-header-card.schema';

const LOGIN: LinkDescriptor = { kind: 'login' };
const PERSONAL: LinkDescriptor = { kind: 'personal' };
const AVATAR_SIZE = 60;

/** 13812348000 → 138****8000: the card never shows the whole number. */
export const maskMobile = (mobile: string): string => {
  const digits = mobile.replace(/\D/g, '');
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : digits;
};

const Avatar = ({ url }: { url: string }) => {
  const [failed, setFailed] = useState(false);
  const box = {
    flex: 'none',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    borderRadius: '50%',
    border: '2px solid rgba(255,255,255,0.8)',
    background: '#fff',
  } as const;
  // No picture, or one that failed to load: the default avatar.
  if (!url || failed)
    return (
      <span
        data-default-avatar
        style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Icon name="user" size={36} color="#ccc" />
      </span>
    );
  return (
    <img src={url} alt="" onError={() => setFailed(true)} style={{ ...box, objectFit: 'cover' }} />
  );
};

/**
 * §3/§9: the shopper's avatar, nickname, grade and mobile, 130px high. Logged in it leads to
 * the personal centre; logged out it shows a login prompt leading to the login page.
 */
export const UserHeaderCardView = ({ style, data }: WidgetViewProps<UserHeaderCardProps>) => {
  const t = useWidgetText();
  const { loggedIn } = useRenderContext();
  return (
    <WidgetBlock
      itemStyle={style}
      css={{
        height: style.height > 0 ? style.height : USER_HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
      }}
    >
      <WidgetLink
        link={loggedIn ? PERSONAL : LOGIN}
        style={{ display: 'flex', alignItems: 'center', gap: 12, width: '100%' }}
      >
        <Avatar url={loggedIn ? data.avatarUrl : ''} />
        {loggedIn ? (
          <span style={{ minWidth: 0 }}>
            <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <strong style={{ fontSize: 17 }}>
                {data.nickName || t('userHeaderCard.noNickName')}
              </strong>
              {data.gradeId !== 0 && data.grade.name && (
                <span
                  data-grade={data.gradeId}
                  style={{
                    fontSize: 11,
                    padding: '1px 6px',
                    borderRadius: 8,
                    background: 'rgba(0,0,0,0.25)',
                  }}
                >
                  {data.grade.name}
                </span>
              )}
            </span>
            {data.mobile && (
              <span data-mobile style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
                {maskMobile(data.mobile)}
              </span>
            )}
          </span>
        ) : (
          <span>
            <strong style={{ display: 'block', fontSize: 17 }}>{t('userHeaderCard.login')}</strong>
            <span style={{ fontSize: 12 }}>{t('userHeaderCard.loginHint')}</span>
          </span>
        )}
        <span style={{ marginLeft: 'auto', display: 'inline-flex' }}>
          <Icon name="more" size={16} />
        </span>
      </WidgetLink>
    </WidgetBlock>
  );
};

export const userHeaderCardView = defineWidgetView({
  type: USER_HEADER_CARD,
  view: UserHeaderCardView,
  defaults: userHeaderCardDefaults,
});
