// Batch C: view side of its widgets (no zod, no editor code). One line per widget.
import type { WidgetViewManifest } from '../core/view-manifest';
import { videoView } from '../widgets/video/video.view';
import { avatarImageView } from '../widgets/avatar-image/avatar-image.view';
import { searchBarView } from '../widgets/search-bar/search-bar.view';

export const batchCViews: readonly WidgetViewManifest[] = [
  videoView,
  avatarImageView,
  searchBarView,
];
