// Batch C: schema side of its widgets (no React). One line per widget.
import type { WidgetSchemaManifest } from '../core/schema-manifest';
import { videoSchema } from '../widgets/video/video.schema';
import { avatarImageSchema } from '../widgets/avatar-image/avatar-image.schema';
import { searchBarSchema } from '../widgets/search-bar/search-bar.schema';
import { assetSummarySchema } from '../widgets/asset-summary/asset-summary.schema';
import { logoutButtonSchema } from '../widgets/logout-button/logout-button.schema';
import { serviceGridSchema } from '../widgets/service-grid/service-grid.schema';
import { imageWindowSchema } from '../widgets/image-window/image-window.schema';
import { imageHotspotSchema } from '../widgets/image-hotspot/image-hotspot.schema';
import { hotZoneImageSchema } from '../widgets/hot-zone-image/hot-zone-image.schema';
import { topNavBarSchema } from '../widgets/top-nav-bar/top-nav-bar.schema';
import { floatingMenuSchema } from '../widgets/floating-menu/floating-menu.schema';
import { waterfallFeedSchema } from '../widgets/waterfall-feed/waterfall-feed.schema';

export const batchCSchemas: readonly WidgetSchemaManifest[] = [
  videoSchema,
  avatarImageSchema,
  searchBarSchema,
  assetSummarySchema,
  logoutButtonSchema,
  serviceGridSchema,
  imageWindowSchema,
  imageHotspotSchema,
  hotZoneImageSchema,
  topNavBarSchema,
  floatingMenuSchema,
  waterfallFeedSchema,
];
