import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { TOP_NAV_BAR, topNavBarDefaults } from './top-nav-bar.defaults';

const navImageOn = { path: 'params.topNav.navImageEnable', equals: true } as const;
const shareOn = { path: 'params.share.enabled', equals: true } as const;

export const topNavBarEditor = defineWidgetEditor({
  type: TOP_NAV_BAR,
  label: 'widget.topNavBar',
  group: 'navigation',
  defaults: topNavBarDefaults,
  fields: [
    ...commonFields,
    { path: 'params.title.show', control: 'switch', label: 'topNavBar.titleShow' },
    { path: 'data.title.text', control: 'text', label: 'field.title' },
    { path: 'data.title.image', control: 'image', label: 'topNavBar.titleImage' },
    { path: 'params.topNav.showBackBtn', control: 'switch', label: 'topNavBar.showBackBtn' },
    { path: 'params.topNav.showShareBtn', control: 'switch', label: 'topNavBar.showShareBtn' },
    { path: 'params.topNav.stickyTop', control: 'switch', label: 'topNavBar.stickyTop' },
    {
      path: 'params.topNav.transparencyModel',
      control: 'switch',
      label: 'topNavBar.transparencyModel',
    },
    { path: 'params.topNav.textColor', control: 'color', label: 'topNavBar.textColor' },
    {
      path: 'params.topNav.scrollBackground',
      control: 'color',
      label: 'topNavBar.scrollBackground',
    },
    { path: 'params.topNav.scrollTextColor', control: 'color', label: 'topNavBar.scrollTextColor' },
    { path: 'params.topNav.navImageEnable', control: 'switch', label: 'topNavBar.navImageEnable' },
    {
      path: 'params.topNav.navImageCenter',
      control: 'switch',
      label: 'topNavBar.navImageCenter',
      visibleWhen: navImageOn,
    },
    {
      path: 'data.title.navImageUrl',
      control: 'image',
      label: 'topNavBar.navImageUrl',
      visibleWhen: navImageOn,
    },
    {
      path: 'data.title.scrollingNavImageUrl',
      control: 'image',
      label: 'topNavBar.scrollingNavImageUrl',
      visibleWhen: navImageOn,
    },
    { path: 'params.share.enabled', control: 'switch', label: 'topNavBar.shareEnabled' },
    {
      path: 'data.share.title',
      control: 'text',
      label: 'topNavBar.shareTitle',
      visibleWhen: shareOn,
    },
    {
      path: 'data.share.description',
      control: 'textarea',
      label: 'topNavBar.shareDescription',
      visibleWhen: shareOn,
    },
    {
      path: 'data.share.contentImage',
      control: 'image',
      label: 'topNavBar.shareContentImage',
      visibleWhen: shareOn,
    },
    {
      path: 'data.share.shareIcon',
      control: 'image',
      label: 'topNavBar.shareIcon',
      visibleWhen: shareOn,
    },
  ],
});
