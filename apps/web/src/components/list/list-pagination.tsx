import { Flex, Pagination, Select, Typography } from 'antd';
import { PAGE_CHANGE_SCROLL_MS, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';
import { scrollToTop } from './scroll-to-top';

export type ListPaginationProps = {
  total: number;
  /** Counting stopped at `total` (a "contains" search, LIST_COUNT_CAP): "More than …". */
  totalCapped?: boolean;
  page: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  onChange: (page: number, pageSize: number) => void;
  /** Scroll the page to the top after a change (default true). */
  autoScroll?: boolean;
  hidden?: boolean;
};

/**
 * The shared pagination of console.md §9: default 20, sizes 10/20/30/50, laid out as total,
 * sizes, prev, pager, next, jumper; every change scrolls smoothly to the top over 800 ms.
 */
export const ListPagination = ({
  total,
  totalCapped = false,
  page,
  pageSize = PAGE_SIZE_DEFAULT,
  pageSizes = PAGE_SIZE_OPTIONS,
  onChange,
  autoScroll = true,
  hidden = false,
}: ListPaginationProps) => {
  const t = useMessages(listMessages);
  if (hidden) return null;
  const change = (nextPage: number, nextSize: number) => {
    onChange(nextPage, nextSize);
    if (autoScroll) void scrollToTop(PAGE_CHANGE_SCROLL_MS);
  };
  return (
    <Flex align="center" gap={8} wrap justify="flex-end" data-testid="list-pagination">
      <Typography.Text data-testid="list-total">
        {t(totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total })}
      </Typography.Text>
      <Select
        size="small"
        data-testid="list-page-size"
        aria-label={t('pagination.pageSize')}
        value={pageSize}
        style={{ width: 110 }}
        options={pageSizes.map((size) => ({
          value: size,
          label: t('pagination.perPage', { size }),
        }))}
        // A new size starts again at page 1, as the pager would otherwise point past the end.
        onChange={(size: number) => change(1, size)}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(nextPage) => change(nextPage, pageSize)}
      />
    </Flex>
  );
};
