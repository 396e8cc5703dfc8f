import { useState } from 'react';
import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  AVATAR_DEFAULT_SIZE,
  AVATAR_IMAGE,
  avatarImageDefaults,
  DEFAULT_AVATAR,
} from './avatar-image.defaults';
import type { AvatarImageProps } from './avatar-image.schema';

/** §9: size 90 unless set; no picture, or one that fails to load, shows the default avatar. */
export const AvatarImageView = ({ style, params, data }: WidgetViewProps<AvatarImageProps>) => {
  const t = useWidgetText();
  // The address that failed; a new address gets a fresh try.
  const [failed, setFailed] = useState('');
  const size = params.size > 0 ? params.size : AVATAR_DEFAULT_SIZE;
  const src = data.avatarUrl && data.avatarUrl !== failed ? data.avatarUrl : DEFAULT_AVATAR;
  return (
    <WidgetBlock itemStyle={style} css={{ display: 'flex', justifyContent: 'center' }}>
      <img
        src={src}
        alt={t('avatarImage.label')}
        width={size}
        height={size}
        onError={() => setFailed(data.avatarUrl)}
        style={{ display: 'block', objectFit: 'cover', borderRadius: params.round ? '50%' : 4 }}
      />
    </WidgetBlock>
  );
};

export const avatarImageView = defineWidgetView({
  type: AVATAR_IMAGE,
  view: AvatarImageView,
  defaults: avatarImageDefaults,
});
