// Batch C: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { videoEditor } from '../widgets/video/video.editor';
import { avatarImageEditor } from '../widgets/avatar-image/avatar-image.editor';
import { searchBarEditor } from '../widgets/search-bar/search-bar.editor';
import { assetSummaryEditor } from '../widgets/asset-summary/asset-summary.editor';
import { logoutButtonEditor } from '../widgets/logout-button/logout-button.editor';
import { serviceGridEditor } from '../widgets/service-grid/service-grid.editor';
import { imageWindowEditor } from '../widgets/image-window/image-window.editor';
import { imageHotspotEditor } from '../widgets/image-hotspot/image-hotspot.editor';
import { hotZoneImageEditor } from '../widgets/hot-zone-image/hot-zone-image.editor';
import { topNavBarEditor } from '../widgets/top-nav-bar/top-nav-bar.editor';
import { floatingMenuEditor } from '../widgets/floating-menu/floating-menu.editor';
import { waterfallFeedEditor } from '../widgets/waterfall-feed/waterfall-feed.editor';

export const batchCEditors: readonly WidgetEditorManifest[] = [
  videoEditor,
  avatarImageEditor,
  searchBarEditor,
  assetSummaryEditor,
  logoutButtonEditor,
  serviceGridEditor,
  imageWindowEditor,
  imageHotspotEditor,
  hotZoneImageEditor,
  topNavBarEditor,
  floatingMenuEditor,
  waterfallFeedEditor,
];
