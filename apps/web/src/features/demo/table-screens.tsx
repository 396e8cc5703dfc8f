import { useMemo, useState, type DragEvent } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  InputNumber,
  Rate,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { exportCsv, exportExcel, type ExportColumn } from '../../lib/table-export';
import { ARTICLE_TYPES, makeArticles, type Article, type ArticleType } from './demo-data';
import { demoMessages } from './demo.i18n';
import { SampleDataNotice } from './sample-data-notice';

type T = ReturnType<typeof useMessages<typeof demoMessages.bundles.en>>;

const STATUS_COLOR = { published: 'success', draft: 'default', deleted: 'error' } as const;

/** Column definitions shared by the table demos, keyed by field. */
const articleColumns = (t: T): Record<keyof Article, TableColumnsType<Article>[number]> => ({
  id: { key: 'id', dataIndex: 'id', title: t('table.id'), width: 80 },
  date: { key: 'date', dataIndex: 'date', title: t('table.date'), width: 120 },
  title: { key: 'title', dataIndex: 'title', title: t('table.title') },
  author: { key: 'author', dataIndex: 'author', title: t('table.author'), width: 110 },
  importance: {
    key: 'importance',
    dataIndex: 'importance',
    title: t('table.importance'),
    width: 150,
    render: (value: number) => <Rate disabled count={3} value={value} />,
  },
  type: {
    key: 'type',
    dataIndex: 'type',
    title: t('table.type'),
    width: 110,
    render: (value: ArticleType) => t(`type.${value}`),
  },
  pageviews: { key: 'pageviews', dataIndex: 'pageviews', title: t('table.pageviews'), width: 110 },
  status: {
    key: 'status',
    dataIndex: 'status',
    title: t('table.status'),
    width: 110,
    render: (value: Article['status']) => (
      <Tag color={STATUS_COLOR[value]}>{t(`table.${value}`)}</Tag>
    ),
  },
});

const FIELDS: (keyof Article)[] = [
  'id',
  'date',
  'title',
  'author',
  'importance',
  'type',
  'pageviews',
  'status',
];

/** Columns chosen with checkboxes; the table follows at once. */
export const DynamicTableScreen = () => {
  const t = useMessages(demoMessages);
  const rows = useMemo(() => makeArticles(10), []);
  const [fields, setFields] = useState<(keyof Article)[]>(['id', 'title', 'author', 'type']);
  const columns = articleColumns(t);
  return (
    <Card>
      <SampleDataNotice />
      <Space align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong>{t('table.columns')}</Typography.Text>
        <Checkbox.Group
          data-testid="dynamic-columns"
          value={fields}
          onChange={(next) => setFields(FIELDS.filter((field) => next.includes(field)))}
          options={FIELDS.map((field) => ({ value: field, label: columns[field].title as string }))}
        />
      </Space>
      <Table
        rowKey="id"
        data-testid="demo-table"
        dataSource={rows}
        columns={fields.map((field) => columns[field])}
        pagination={false}
        size="small"
      />
    </Card>
  );
};

/** Rows reordered by dragging their handle (native drag and drop). */
export const DragTableScreen = () => {
  const t = useMessages(demoMessages);
  const initial = useMemo(() => makeArticles(8), []);
  const [rows, setRows] = useState(initial);
  const [dragged, setDragged] = useState<number | null>(null);
  const columns = articleColumns(t);

  const move = (fromId: number, toId: number) => {
    if (fromId === toId) return;
    setRows((current) => {
      const from = current.findIndex((row) => row.id === fromId);
      const to = current.findIndex((row) => row.id === toId);
      if (from < 0 || to < 0) return current;
      const next = [...current];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });
  };

  return (
    <Card>
      <SampleDataNotice editable />
      <Typography.Paragraph type="secondary">{t('table.dragHint')}</Typography.Paragraph>
      <Table
        rowKey="id"
        data-testid="demo-table"
        dataSource={rows}
        pagination={false}
        size="small"
        onRow={(row) => ({
          draggable: true,
          'data-row-id': row.id,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(row.id));
            setDragged(row.id);
          },
          onDragOver: (event: DragEvent) => event.preventDefault(),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = Number(event.dataTransfer.getData('text/plain')) || dragged;
            if (from) move(from, row.id);
            setDragged(null);
          },
          onDragEnd: () => setDragged(null),
          style: { opacity: dragged === row.id ? 0.4 : 1, cursor: 'move' },
        })}
        columns={[
          {
            key: 'drag',
            title: t('table.drag'),
            width: 70,
            render: () => <HolderOutlined aria-label={t('table.drag')} />,
          },
          columns.id,
          columns.title,
          columns.author,
          columns.importance,
        ]}
      />
      <Flex vertical gap={4} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          {t('table.defaultOrder')}: {initial.map((row) => row.id).join(', ')}
        </Typography.Text>
        <Typography.Text data-testid="drag-order">
          {t('table.newOrder')}: {rows.map((row) => row.id).join(', ')}
        </Typography.Text>
      </Flex>
    </Card>
  );
};

/**
 * Edit a title in its row: apply keeps the change in this page's state only (sample data, no
 * call is made, so it never claims to have saved), cancel restores the row as it was.
 */
export const InlineEditTableScreen = () => {
  const t = useMessages(demoMessages);
  const { message } = App.useApp();
  const [rows, setRows] = useState(() => makeArticles(8));
  const [editing, setEditing] = useState<{ id: number; title: string; pageviews: number } | null>(
    null,
  );
  const columns = articleColumns(t);

  const apply = () => {
    if (!editing) return;
    if (!editing.title.trim()) {
      void message.warning(t('table.titleRequired'));
      return;
    }
    setRows((current) =>
      current.map((row) =>
        row.id === editing.id
          ? { ...row, title: editing.title.trim(), pageviews: editing.pageviews }
          : row,
      ),
    );
    setEditing(null);
    void message.info(t('table.keptOnPage'));
  };
  const cancel = () => {
    setEditing(null);
    void message.info(t('table.cancelled'));
  };

  return (
    <Card>
      <SampleDataNotice editable />
      <Table
        rowKey="id"
        data-testid="demo-table"
        dataSource={rows}
        pagination={false}
        size="small"
        columns={[
          columns.id,
          {
            ...columns.title,
            render: (_: unknown, row: Article) =>
              editing?.id === row.id ? (
                <Input
                  data-testid="inline-title"
                  aria-label={t('table.title')}
                  value={editing.title}
                  onChange={(event) => setEditing({ ...editing, title: event.target.value })}
                  onPressEnter={apply}
                />
              ) : (
                row.title
              ),
          },
          {
            ...columns.pageviews,
            render: (_: unknown, row: Article) =>
              editing?.id === row.id ? (
                <InputNumber
                  aria-label={t('table.pageviews')}
                  min={0}
                  value={editing.pageviews}
                  onChange={(value) => setEditing({ ...editing, pageviews: Number(value ?? 0) })}
                />
              ) : (
                row.pageviews
              ),
          },
          columns.author,
          {
            key: 'actions',
            title: t('table.actions'),
            width: 180,
            render: (_: unknown, row: Article) =>
              editing?.id === row.id ? (
                <Space>
                  <Button size="small" type="primary" data-testid="inline-apply" onClick={apply}>
                    {t('table.apply')}
                  </Button>
                  <Button size="small" data-testid="inline-cancel" onClick={cancel}>
                    {t('table.cancel')}
                  </Button>
                </Space>
              ) : (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  data-testid="inline-edit"
                  disabled={editing !== null}
                  onClick={() =>
                    setEditing({ id: row.id, title: row.title, pageviews: row.pageviews })
                  }
                >
                  {t('table.edit')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
};

type Filters = {
  title: string;
  type: ArticleType | null;
  importance: number | null;
  sort: 'asc' | 'desc';
};

/** Filter, sort and page a list, and export what the filters show as CSV or Excel. */
export const ComplexTableScreen = () => {
  const t = useMessages(demoMessages);
  const all = useMemo(() => makeArticles(57), []);
  const [filters, setFilters] = useState<Filters>({
    title: '',
    type: null,
    importance: null,
    sort: 'asc',
  });
  const [page, setPage] = useState({ current: 1, size: 20 });
  const columns = articleColumns(t);

  const rows = useMemo(() => {
    const title = filters.title.trim().toLowerCase();
    return all
      .filter((row) => !title || row.title.toLowerCase().includes(title))
      .filter((row) => !filters.type || row.type === filters.type)
      .filter((row) => !filters.importance || row.importance === filters.importance)
      .sort((a, b) => (filters.sort === 'asc' ? a.id - b.id : b.id - a.id));
  }, [all, filters]);

  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage((current) => ({ ...current, current: 1 }));
  };

  const exportColumns: ExportColumn<Article>[] = [
    { title: t('table.id'), value: (row) => row.id },
    { title: t('table.date'), value: (row) => row.date },
    { title: t('table.title'), value: (row) => row.title },
    { title: t('table.author'), value: (row) => row.author },
    { title: t('table.importance'), value: (row) => row.importance },
    { title: t('table.type'), value: (row) => t(`type.${row.type}`) },
    { title: t('table.pageviews'), value: (row) => row.pageviews },
    { title: t('table.status'), value: (row) => t(`table.${row.status}`) },
  ];

  return (
    <Card>
      <SampleDataNotice />
      <Flex wrap gap={10} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          data-testid="complex-search"
          aria-label={t('table.search')}
          placeholder={t('table.search')}
          style={{ width: 220 }}
          defaultValue={filters.title}
          onSearch={(title) => change({ title })}
        />
        <Select
          allowClear
          data-testid="complex-importance"
          aria-label={t('table.importance')}
          placeholder={t('table.allImportance')}
          style={{ width: 160 }}
          value={filters.importance}
          onChange={(importance) => change({ importance: importance ?? null })}
          options={[1, 2, 3].map((value) => ({ value, label: '★'.repeat(value) }))}
        />
        <Select
          allowClear
          data-testid="complex-type"
          aria-label={t('table.type')}
          placeholder={t('table.allTypes')}
          style={{ width: 160 }}
          value={filters.type}
          onChange={(type) => change({ type: type ?? null })}
          options={ARTICLE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
        <Select
          data-testid="complex-sort"
          aria-label={t('table.id')}
          style={{ width: 160 }}
          value={filters.sort}
          onChange={(sort) => change({ sort })}
          options={[
            { value: 'asc', label: t('table.sortAsc') },
            { value: 'desc', label: t('table.sortDesc') },
          ]}
        />
        <Button
          icon={<DownloadOutlined />}
          data-testid="export-csv"
          onClick={() => exportCsv('sample-data-complex-table', exportColumns, rows)}
        >
          {t('table.exportCsv')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          data-testid="export-excel"
          onClick={() => exportExcel('sample-data-complex-table', exportColumns, rows)}
        >
          {t('table.exportExcel')}
        </Button>
      </Flex>
      <Table
        rowKey="id"
        data-testid="demo-table"
        dataSource={rows}
        size="small"
        columns={FIELDS.map((field) => columns[field])}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: rows.length,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: [10, 20, 30, 50],
          showTotal: (count) => t('table.total', { count }),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Card>
  );
};
