import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { LinkDescriptor } from '../../core/link';
import { sampleImage } from '../../core/samples';
import type { SearchBarProps } from './search-bar.props';

export const SEARCH_BAR = 'search-bar';

/** §2: the search bar opens the search page. */
export const SEARCH_LINK: LinkDescriptor = { kind: 'search' };

export const searchBarDefaults: SearchBarProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(8, 10, 8, 10) }),
  params: {
    ...defaultCommonParams,
    // '' shows the translated default placeholder.
    placeholder: '',
    tipImageEnable: false,
    tipImage: sampleImage('Logo', 0, 120, 60),
    rightImageEnable: false,
    rightImage: sampleImage('+', 3, 48, 48),
  },
  data: {},
};
