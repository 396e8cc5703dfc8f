import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { SEARCH_BAR, searchBarDefaults } from './search-bar.defaults';

export const searchBarEditor = defineWidgetEditor({
  type: SEARCH_BAR,
  label: 'widget.searchBar',
  group: 'navigation',
  defaults: searchBarDefaults,
  fields: [
    ...commonFields,
    { path: 'params.placeholder', control: 'text', label: 'searchBar.placeholder' },
    { path: 'params.tipImageEnable', control: 'switch', label: 'searchBar.tipImageEnable' },
    {
      path: 'params.tipImage',
      control: 'image',
      label: 'searchBar.tipImage',
      visibleWhen: { path: 'params.tipImageEnable', equals: true },
    },
    { path: 'params.rightImageEnable', control: 'switch', label: 'searchBar.rightImageEnable' },
    {
      path: 'params.rightImage',
      control: 'image',
      label: 'searchBar.rightImage',
      visibleWhen: { path: 'params.rightImageEnable', equals: true },
    },
  ],
});
