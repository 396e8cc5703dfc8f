import type { ReactNode } from 'react';
import { App, Button, Flex, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { ListPagination } from '../list/list-pagination';
import type { ChooserPage } from './use-chooser-page';
import type { CrossPageSelection } from './use-cross-page-selection';

export type ChooserDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  width: number;
  /** The chooser's body: mounted only while open, so every opening loads page 1 afresh. */
  children: ReactNode;
};

/** The frame of a chooser dialog (no footer of its own; the body has the buttons). */
export const ChooserDialog = ({ open, onClose, title, width, children }: ChooserDialogProps) => (
  <Modal
    open={open}
    title={title}
    onCancel={onClose}
    footer={null}
    width={width}
    destroyOnHidden
    mask={{ closable: false }}
  >
    {open && children}
  </Modal>
);

export type ChooserSearchBarProps = {
  /** The chooser's test id: buttons are `<testId>-<searchId>` and `<testId>-reset`. */
  testId: string;
  list: { apply: () => void; reset: () => void };
  searchText: string;
  resetText: string;
  searchId?: string;
  searchIcon?: ReactNode;
  /** The search inputs, before the buttons. */
  children: ReactNode;
  /** After the buttons (e.g. an add button). */
  extra?: ReactNode;
};

export const ChooserSearchBar = ({
  testId,
  list,
  searchText,
  resetText,
  searchId = 'search',
  searchIcon,
  children,
  extra,
}: ChooserSearchBarProps) => (
  <Flex gap={8} wrap>
    {children}
    <Button
      type="primary"
      icon={searchIcon}
      data-testid={`${testId}-${searchId}`}
      onClick={list.apply}
    >
      {searchText}
    </Button>
    <Button data-testid={`${testId}-reset`} onClick={list.reset}>
      {resetText}
    </Button>
    {extra}
  </Flex>
);

export type ChooserTexts = {
  /** 'n selected', already counted. */
  selected: string;
  confirm: string;
  cancel: string;
  /** Said when confirming with nothing chosen. */
  nothing: string;
  /** The 'clear the choice' link; without it there is none. */
  clear?: string;
};

type Keyed = { id: number };

export type ChooserPanelProps<Row extends Keyed, Search> = {
  /** The body's test id; the table, count and buttons are `<testId>-table` and so on. */
  testId: string;
  list: ChooserPage<Row, Search>;
  selection: CrossPageSelection<Row>;
  columns: TableColumnsType<Row>;
  texts: ChooserTexts;
  onClose: () => void;
  onConfirm: (rows: Row[]) => void;
  /** How an empty confirm is said (default a warning). */
  nothingLevel?: 'warning' | 'error';
  searchBar?: ReactNode;
  /** The rows shown, when not exactly the page's (default `list.rows`). */
  rows?: Row[];
  /** Table height before it scrolls. */
  scrollY?: number;
  /** After the footer (e.g. a dialog the chooser opens). */
  children?: ReactNode;
};

/**
 * The body of a chooser: search bar, paged table whose ticks (or radio) are kept across pages,
 * the count, and cancel/confirm; confirming with nothing chosen is refused with `texts.nothing`.
 */
export const ChooserPanel = <Row extends Keyed, Search>({
  testId,
  list,
  selection,
  columns,
  texts,
  onClose,
  onConfirm,
  nothingLevel = 'warning',
  searchBar,
  rows = list.rows,
  scrollY,
  children,
}: ChooserPanelProps<Row, Search>) => {
  const { message } = App.useApp();
  const confirm = () => {
    if (selection.size === 0) void message[nothingLevel](texts.nothing);
    else onConfirm(selection.rows);
  };
  return (
    <Flex vertical gap={12} data-testid={testId}>
      {searchBar}
      <Table<Row>
        data-testid={`${testId}-table`}
        rowKey="id"
        size="small"
        loading={list.fetching}
        dataSource={rows}
        pagination={false}
        scroll={scrollY === undefined ? undefined : { y: scrollY }}
        rowSelection={{
          type: selection.multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.tickShown(rows, keys),
        }}
        onRow={(row) => ({ onClick: () => selection.toggle(row), style: { cursor: 'pointer' } })}
        columns={columns}
      />
      <ListPagination
        total={list.total}
        page={list.page.pageNum}
        pageSize={list.page.pageSize}
        pageSizes={list.sizes.options}
        autoScroll={false}
        onChange={(pageNum, pageSize) => list.setPage({ pageNum, pageSize })}
      />
      <Flex justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" data-testid={`${testId}-count`}>
            {texts.selected}
          </Typography.Text>
          {texts.clear !== undefined && selection.size > 0 && (
            <Button
              type="link"
              size="small"
              data-testid={`${testId}-clear`}
              onClick={selection.clear}
            >
              {texts.clear}
            </Button>
          )}
        </Flex>
        <Flex gap={8}>
          <Button data-testid={`${testId}-cancel`} onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="primary" data-testid={`${testId}-confirm`} onClick={confirm}>
            {texts.confirm}
          </Button>
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
};
