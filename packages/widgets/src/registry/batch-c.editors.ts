// Batch C: editor side of its widgets. One line per widget.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { videoEditor } from '../widgets/video/video.editor';
import { avatarImageEditor } from '../widgets/avatar-image/avatar-image.editor';
import { searchBarEditor } from '../widgets/search-bar/search-bar.editor';

export const batchCEditors: readonly WidgetEditorManifest[] = [
  videoEditor,
  avatarImageEditor,
  searchBarEditor,
];
