import { defineWidgetSchema } from '../../core/schema-manifest';
import { NOTICE_BOARD, noticeBoardDefaults } from './notice-board.defaults';
import { noticeBoardProps } from './notice-board.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { noticeItemSchema, noticeBoardProps, type NoticeBoardProps } from './notice-board.props';

export const noticeBoardSchema = defineWidgetSchema({
  type: NOTICE_BOARD,
  props: noticeBoardProps,
  defaults: noticeBoardDefaults,
});
