export {
  FileBankDialog,
  FILE_BANK_AUTHORITIES,
  type FileBankDialogProps,
} from './file-bank-dialog';
export { ImageChooser, type ImageChooserProps } from './image-chooser';
export { ImagePreview, type ImagePreviewProps } from './image-preview';
export { UploadDialog, type UploadDialogProps } from './upload-dialog';
export { formatBytes, formatDimensions } from './file-format';
export { folderTree, folderPath, subtreeIds, type FolderNode } from './folder-tree';
export { FILE_BANK_KEY, FOLDERS_KEY, useFolders } from './use-folders';
// A form's picture input is fetched when a form first shows it (lazy-inputs.tsx).
export { LazyImageUrlInput as ImageUrlInput } from '../lazy-inputs';
