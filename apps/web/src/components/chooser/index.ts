export {
  ChooserDialog,
  type ChooserDialogProps,
  type ChooserHandle,
  type ChooserProps,
  type ChooserTextKey,
} from './chooser-dialog';
export {
  ChooserPageError,
  useChooserPage,
  type ChooserPage,
  type ChooserPageOptions,
  type ChooserPageRequest,
  type ChooserPageSizes,
} from './use-chooser-page';
export { useCrossPageSelection, type CrossPageSelection } from './use-cross-page-selection';
