import { useMemo, useState } from 'react';
import { Button, Card, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { makeTree, type TreeRow } from './demo-data';
import { demoMessages } from './demo.i18n';
import { SampleDataNotice } from './sample-data-notice';

const keysWithChildren = (rows: readonly TreeRow[]): string[] =>
  rows.flatMap((row) => (row.children ? [row.key, ...keysWithChildren(row.children)] : []));

const useTreeColumns = (): TableColumnsType<TreeRow> => {
  const t = useMessages(demoMessages);
  return [
    { key: 'name', dataIndex: 'name', title: t('tree.name') },
    { key: 'code', dataIndex: 'code', title: t('tree.code'), width: 160 },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('tree.amount'),
      width: 160,
      align: 'right',
      render: (value: number) => value.toFixed(2),
    },
  ];
};

/** Regions → cities → stores, with expand and collapse of every level. */
export const TreeTableScreen = () => {
  const t = useMessages(demoMessages);
  const rows = useMemo(makeTree, []);
  const columns = useTreeColumns();
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  return (
    <Card>
      <SampleDataNotice />
      <Space style={{ marginBottom: 16 }}>
        <Button data-testid="tree-expand-all" onClick={() => setExpanded(keysWithChildren(rows))}>
          {t('tree.expandAll')}
        </Button>
        <Button data-testid="tree-collapse-all" onClick={() => setExpanded([])}>
          {t('tree.collapseAll')}
        </Button>
      </Space>
      <Table
        rowKey="key"
        data-testid="demo-table"
        dataSource={rows}
        columns={columns}
        pagination={false}
        size="small"
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
      />
    </Card>
  );
};

/** The same tree with row selection (children follow their parent) and custom expand arrows. */
export const CustomTreeTableScreen = () => {
  const t = useMessages(demoMessages);
  const rows = useMemo(makeTree, []);
  const columns = useTreeColumns();
  const [selected, setSelected] = useState<React.Key[]>([]);
  return (
    <Card>
      <SampleDataNotice />
      <Flex justify="space-between" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('tree.customHint')}</Typography.Text>
        <Typography.Text data-testid="tree-selected">
          {t('tree.selected', { count: selected.length })}
        </Typography.Text>
      </Flex>
      <Table
        rowKey="key"
        data-testid="demo-table"
        dataSource={rows}
        columns={columns}
        pagination={false}
        size="small"
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, checkStrictly: false }}
        expandable={{
          expandIcon: ({ expanded, onExpand, record, expandable }) =>
            expandable ? (
              <Button
                type="text"
                size="small"
                aria-expanded={expanded}
                icon={expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
                onClick={(event) => onExpand(record, event)}
              />
            ) : (
              <span style={{ display: 'inline-block', width: 24 }} />
            ),
        }}
      />
    </Card>
  );
};
