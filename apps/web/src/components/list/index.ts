export {
  ListToolbar,
  TOOLBAR_GAP,
  type ListToolbarProps,
  type ToolbarColumn,
} from './list-toolbar';
export { ListPagination, type ListPaginationProps } from './list-pagination';
export { EditDialog, type EditDialogProps } from './edit-dialog';
export { scrollToTop } from './scroll-to-top';
