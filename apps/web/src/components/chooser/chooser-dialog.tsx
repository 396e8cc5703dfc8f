import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Flex, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { ListPagination } from '../list/list-pagination';
import { useChooserPage, type ChooserPage, type ChooserPageOptions } from './use-chooser-page';
import { useCrossPageSelection } from './use-cross-page-selection';

type Keyed = { id: number };

/** The props every chooser shares with its screens. */
export type ChooserProps<Row> = {
  open: boolean;
  onClose: () => void;
  /** The chosen rows, in the order they were ticked (across pages). */
  onConfirm: (rows: Row[]) => void;
};

/** The texts a chooser's catalogue gives the frame (`selected` counts with `{{count}}`). */
export type ChooserTextKey =
  'title' | 'search' | 'reset' | 'confirm' | 'cancel' | 'nothing' | 'selected' | 'clear';

/** What the chooser's own parts (e.g. an add dialog) may do with the open chooser. */
export type ChooserHandle<Row, Search> = {
  search: Search;
  /** Lists a row made in this opening first (whatever page the server puts it on) and ticks it. */
  addRow: (row: Row) => void;
};

export type ChooserDialogProps<Row extends Keyed, Search> = ChooserProps<Row> &
  ChooserPageOptions<Row, Search> & {
    /** Several rows (checkboxes) or one (radios). */
    multiple: boolean;
    /** Rows already chosen: ticked when the chooser opens. */
    selected?: readonly Row[];
    /** The body's test id; the table, buttons and count are `<testId>-table`, `-confirm`, …. */
    testId: string;
    width: number;
    /** Table height before it scrolls. */
    scrollY?: number;
    t: (key: ChooserTextKey, vars?: Record<string, string | number>) => string;
    /** A link that empties the choice. */
    clearable?: boolean;
    /** How confirming with nothing chosen is said (default a warning). */
    nothingLevel?: 'warning' | 'error';
    /** The search inputs (sent by the search button or Enter); without them, no search bar. */
    searchFields?: (list: ChooserPage<Row, Search>) => ReactNode;
    /** The search button's test id suffix (default `search`) and icon. */
    searchId?: string;
    searchIcon?: ReactNode;
    /** After the search buttons (e.g. an add button with its dialog). */
    searchExtra?: (chooser: ChooserHandle<Row, Search>) => ReactNode;
    columns: TableColumnsType<Row>;
  };

/**
 * A chooser dialog (console.md §2, §9): a search bar, a paged table whose ticks (or radio) are
 * kept across pages, the count, cancel and confirm; confirming with nothing chosen is refused.
 * The body is mounted only while open, so each opening starts afresh on page 1.
 */
export const ChooserDialog = <Row extends Keyed, Search>(
  props: ChooserDialogProps<Row, Search>,
) => (
  <Modal
    open={props.open}
    title={props.t('title')}
    onCancel={props.onClose}
    footer={null}
    width={props.width}
    destroyOnHidden
    mask={{ closable: false }}
  >
    {props.open && <ChooserBody {...props} />}
  </Modal>
);

const ChooserBody = <Row extends Keyed, Search>({
  open: _open,
  width: _width,
  onClose,
  onConfirm,
  multiple,
  selected,
  testId,
  scrollY,
  t,
  clearable = false,
  nothingLevel = 'warning',
  searchFields,
  searchId = 'search',
  searchIcon,
  searchExtra,
  columns,
  ...pageOptions
}: ChooserDialogProps<Row, Search>) => {
  const { message } = App.useApp();
  const list = useChooserPage(pageOptions);
  const selection = useCrossPageSelection(multiple, selected);
  const [added, setAdded] = useState<Row[]>([]);
  const pageRows = list.rows;
  const rows = useMemo(
    () => [...added.filter((row) => !pageRows.some((r) => r.id === row.id)), ...pageRows],
    [added, pageRows],
  );
  const handle: ChooserHandle<Row, Search> = {
    search: list.search,
    addRow: (row) => {
      setAdded((current) => [row, ...current]);
      selection.add(row);
      list.refetch();
    },
  };
  const confirm = () => {
    if (selection.size === 0) void message[nothingLevel](t('nothing'));
    else onConfirm(selection.rows);
  };

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {searchFields && (
        <Flex gap={8} wrap>
          {searchFields(list)}
          <Button
            type="primary"
            icon={searchIcon}
            data-testid={`${testId}-${searchId}`}
            onClick={list.apply}
          >
            {t('search')}
          </Button>
          <Button data-testid={`${testId}-reset`} onClick={list.reset}>
            {t('reset')}
          </Button>
          {searchExtra?.(handle)}
        </Flex>
      )}
      <Table<Row>
        data-testid={`${testId}-table`}
        rowKey="id"
        size="small"
        loading={list.fetching}
        dataSource={rows}
        pagination={false}
        scroll={scrollY === undefined ? undefined : { y: scrollY }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.tickShown(rows, keys),
        }}
        onRow={(row) => ({ onClick: () => selection.toggle(row), style: { cursor: 'pointer' } })}
        columns={columns}
      />
      <ListPagination
        total={list.total}
        totalCapped={list.totalCapped}
        page={list.page.pageNum}
        pageSize={list.page.pageSize}
        pageSizes={list.sizes.options}
        autoScroll={false}
        onChange={(pageNum, pageSize) => list.setPage({ pageNum, pageSize })}
      />
      <Flex justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" data-testid={`${testId}-count`}>
            {t('selected', { count: selection.size })}
          </Typography.Text>
          {clearable && selection.size > 0 && (
            <Button
              type="link"
              size="small"
              data-testid={`${testId}-clear`}
              onClick={selection.clear}
            >
              {t('clear')}
            </Button>
          )}
        </Flex>
        <Flex gap={8}>
          <Button data-testid={`${testId}-cancel`} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="primary" data-testid={`${testId}-confirm`} onClick={confirm}>
            {t('confirm')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
};
