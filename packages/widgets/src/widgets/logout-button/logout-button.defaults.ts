import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { LogoutButtonProps } from './logout-button.props';
import { ACCENT_RED } from '../../core/colours';

export const LOGOUT_BUTTON = 'logout-button';

export const logoutButtonDefaults: LogoutButtonProps = {
  style: defaultStyle({ theme: ACCENT_RED, paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams },
  data: {},
};
