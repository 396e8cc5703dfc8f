import type { ReactNode } from 'react';
import { Card, Empty, type TableColumnsType } from 'antd';
import { ListTable } from './list/list-table';

/**
 * The sections of a record's detail screen (an order, a pay order as its channel saw it): cards
 * with their test ids under one prefix (`<prefix>-<id>`), and a section listing some of the
 * record's records (the console's list table) or saying there are none.
 */
export const detailSections = (prefix: string) => {
  const Section = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
    <Card size="small" title={title} data-testid={`${prefix}-${id}`}>
      {children}
    </Card>
  );

  const RecordsSection = <T extends { id: number }>({
    title,
    id,
    empty,
    columns,
    rows,
  }: {
    title: string;
    id: string;
    empty: string;
    columns: TableColumnsType<T>;
    rows: readonly T[];
  }) => (
    <Section title={title} id={id}>
      {rows.length === 0 ? (
        <Empty description={empty} />
      ) : (
        // The list table: a section wider than the screen scrolls in a focusable, named area.
        <ListTable<T>
          label={title}
          size="small"
          rowKey="id"
          pagination={false}
          columns={columns}
          dataSource={[...rows]}
        />
      )}
    </Section>
  );

  return { Section, RecordsSection };
};
