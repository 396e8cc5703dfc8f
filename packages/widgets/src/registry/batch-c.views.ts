// Batch C: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { videoView } from '../widgets/video/video.view';
import { avatarImageView } from '../widgets/avatar-image/avatar-image.view';
import { searchBarView } from '../widgets/search-bar/search-bar.view';
import { assetSummaryView } from '../widgets/asset-summary/asset-summary.view';
import { logoutButtonView } from '../widgets/logout-button/logout-button.view';
import { serviceGridView } from '../widgets/service-grid/service-grid.view';
import { imageWindowView } from '../widgets/image-window/image-window.view';
import { imageHotspotView } from '../widgets/image-hotspot/image-hotspot.view';
import { hotZoneImageView } from '../widgets/hot-zone-image/hot-zone-image.view';
import { topNavBarView } from '../widgets/top-nav-bar/top-nav-bar.view';
import { floatingMenuView } from '../widgets/floating-menu/floating-menu.view';
import { waterfallFeedView } from '../widgets/waterfall-feed/waterfall-feed.view';

export const batchCViews: readonly WidgetViewManifest[] = [
  videoView,
  avatarImageView,
  searchBarView,
  assetSummaryView,
  logoutButtonView,
  serviceGridView,
  imageWindowView,
  imageHotspotView,
  hotZoneImageView,
  topNavBarView,
  floatingMenuView,
  waterfallFeedView,
];
