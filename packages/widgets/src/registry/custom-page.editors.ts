// Blocks of custom pages beyond storefront-widgets.md (see custom-page.schemas.ts). Editor side.
import type { WidgetEditorManifest } from '../core/editor-manifest';
import { pageFormEditor } from '../widgets/page-form/page-form.editor';

export const customPageEditors: readonly WidgetEditorManifest[] = [pageFormEditor];
