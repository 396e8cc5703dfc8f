import { defaultCommonParams, defaultStyle, defaultTitleBar } from '../../core/defaults';
import type { TitleBarProps } from './title-bar.props';

export const TITLE_BAR = 'title-bar';

export const titleBarDefaults: TitleBarProps = {
  style: defaultStyle({ background: '#ffffff', height: 44 }),
  params: {
    ...defaultCommonParams,
    ...defaultTitleBar({
      text: '精选推荐',
      showSolgan: true,
      solgan: '好物每日上新',
      showMore: true,
      more: { text: '', fullLink: { kind: 'search' } },
    }),
  },
  data: {},
};
