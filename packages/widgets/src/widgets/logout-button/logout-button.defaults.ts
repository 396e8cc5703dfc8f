import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { LogoutButtonProps } from './logout-button.props';

export const LOGOUT_BUTTON = 'logout-button';

export const logoutButtonDefaults: LogoutButtonProps = {
  style: defaultStyle({ theme: '#F56C6C', paddings: spacing(10, 10, 10, 10) }),
  params: { ...defaultCommonParams },
  data: {},
};
