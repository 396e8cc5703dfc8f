// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type Key } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setLocale } from '../../lib/i18n';
import { ListTable, type ListColumns } from './list-table';

type Goods = { id: number; name: string; children?: Goods[] };

const goods = (count: number): Goods[] =>
  Array.from({ length: count }, (_, at) => ({ id: at + 1, name: `Goods ${at + 1}` }));

const columns = [
  { key: 'id', dataIndex: 'id', title: 'ID', width: 80 },
  { key: 'name', dataIndex: 'name', title: 'Name' },
  {
    key: '__actions',
    title: 'Actions',
    fixed: 'right' as const,
    render: (_: unknown, row: Goods) => <button data-testid={`row-edit-${row.id}`}>Edit</button>,
  },
];

const rowKeys = (area: HTMLElement) =>
  [...area.querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]')].map((row) =>
    Number(row.getAttribute('data-row-key')),
  );

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  cleanup();
});

describe('a long page of a list', () => {
  it('draws only the rows in view in a named, focusable table, and the next ones as it scrolls', () => {
    render(
      <ListTable<Goods>
        label="Goods"
        data-testid="list-table"
        rowKey="id"
        size="middle"
        pagination={false}
        columns={columns}
        dataSource={goods(10_000)}
      />,
    );
    const area = screen.getByRole('region', { name: 'Goods: rows' });
    expect(area.tabIndex).toBe(0);
    expect(area.getAttribute('data-virtual')).toBe('on');
    const table = within(area).getByRole('table', { name: 'Goods' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Actions']);
    const first = rowKeys(area);
    expect(first[0]).toBe(1);
    expect(first.length).toBeGreaterThan(3);
    expect(first.length).toBeLessThan(40);
    expect(screen.getByTestId('row-edit-1').textContent).toBe('Edit');

    // Half way down: the rows there are drawn (one height each), the first ones are gone.
    area.scrollTop = 5_000 * 57;
    fireEvent.scroll(area);
    const middle = rowKeys(area);
    expect(middle).toContain(5_001);
    expect(middle).not.toContain(1);
    expect(middle.length).toBeLessThan(40);
    const row = area.querySelector<HTMLElement>('[data-row-key="5001"]')!;
    expect(row.style.top).toBe(`${5_000 * 57}px`);
    expect(row.getAttribute('aria-rowindex')).toBe('5002');
  });

  it('draws the rows a fast scroll brings as their texts alone, then in full once it rests', async () => {
    // A tag, a picture and a cell without a text of its own, beside the columns above.
    const state = (id: unknown) => (Number(id) % 2 ? 'On sale' : 'Off shelf');
    const drawn: ListColumns<Goods> = [
      ...columns.slice(0, 2),
      {
        key: 'state',
        dataIndex: 'id',
        title: 'State',
        render: (id: number) => <span className="tag">{state(id)}</span>,
        text: state,
      },
      {
        key: 'picture',
        dataIndex: 'name',
        title: 'Picture',
        render: (name: string) => <img src="/goods.png" alt={name} />,
        text: () => '',
      },
      {
        key: 'code',
        dataIndex: 'id',
        title: 'Code',
        render: (id: number) => <em>{`G-${id}`}</em>,
      },
      columns[2]!,
    ];
    render(
      <ListTable<Goods>
        label="Goods"
        rowKey="id"
        size="middle"
        pagination={false}
        columns={drawn}
        dataSource={goods(10_000)}
      />,
    );
    const area = screen.getByRole('region', { name: 'Goods: rows' });
    const cellsOf = (key: number) => [
      ...area.querySelectorAll<HTMLElement>(`[data-row-key="${key}"] [role="cell"]`),
    ];
    const texts = (key: number) => cellsOf(key).map((cell) => cell.textContent);
    const elements = (key: number) => cellsOf(key).map((cell) => cell.children.length);
    // The first rows and a step of one row: every row whole.
    expect(texts(1)).toEqual(['1', 'Goods 1', 'On sale', '', 'G-1', 'Edit']);
    expect(elements(1)).toEqual([0, 0, 1, 1, 1, 1]);
    area.scrollTop = 57;
    fireEvent.scroll(area);
    expect(elements(10)).toEqual([0, 0, 1, 1, 1, 1]);

    // A jump of many rows: the rows it brings show the same texts as plain text (no tag, no
    // picture), a cell without a text of its own as drawn, and no buttons…
    area.scrollTop = 2_000 * 57;
    fireEvent.scroll(area);
    expect(texts(2001)).toEqual(['2001', 'Goods 2001', 'On sale', '', 'G-2001', '']);
    expect(texts(2002)).toEqual(['2002', 'Goods 2002', 'Off shelf', '', 'G-2002', '']);
    expect(elements(2001)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(area.querySelector('[data-row-key="2001"] .tag, [data-row-key="2001"] img')).toBeNull();
    expect(screen.queryByTestId('row-edit-2001')).toBeNull();
    // (the buttons' empty cell is not kept at its side: no layer of its own while it is empty)
    expect(cellsOf(2001)[5]!.style.position).toBe('');

    // …and their full cells once it rests, every row drawn in the jump included.
    expect((await screen.findByTestId('row-edit-2001')).textContent).toBe('Edit');
    expect(texts(2001)).toEqual(['2001', 'Goods 2001', 'On sale', '', 'G-2001', 'Edit']);
    expect(elements(2001)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(cellsOf(2001)[5]!.style.position).toBe('sticky');
    const keys = rowKeys(area);
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      expect(screen.getByTestId(`row-edit-${key}`)).toBeTruthy();
      expect(cellsOf(key)[2]!.querySelector('.tag')?.textContent).toBe(state(key));
      expect(cellsOf(key)[3]!.querySelector('img')?.getAttribute('alt')).toBe(`Goods ${key}`);
    }
  });

  it('opens and closes the rows of a tree with named buttons', () => {
    const tree: Goods[] = goods(60).map((parent) => ({
      ...parent,
      children: [{ id: parent.id * 1000, name: `Child of ${parent.id}` }],
    }));
    const onExpand = vi.fn();
    const Harness = () => {
      const [open, setOpen] = useState<Key[]>([1]);
      return (
        <ListTable<Goods>
          label="Categories"
          rowKey="id"
          size="middle"
          pagination={false}
          columns={columns}
          dataSource={tree}
          expandable={{
            expandedRowKeys: open,
            onExpand: (expanded, row) => {
              onExpand(expanded, row.id);
              setOpen((keys) => (expanded ? [...keys, row.id] : keys.filter((k) => k !== row.id)));
            },
          }}
        />
      );
    };
    render(<Harness />);
    const area = screen.getByRole('region', { name: 'Categories: rows' });
    expect(rowKeys(area).slice(0, 3)).toEqual([1, 1000, 2]);
    const [collapse] = within(area).getAllByRole('button', { name: 'Collapse row' });
    expect(collapse!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse!);
    expect(onExpand).toHaveBeenLastCalledWith(false, 1);
    expect(rowKeys(area).slice(0, 3)).toEqual([1, 2, 3]);
    fireEvent.click(within(area).getAllByRole('button', { name: 'Expand row' })[1]!);
    expect(onExpand).toHaveBeenLastCalledWith(true, 2);
    expect(rowKeys(area).slice(0, 4)).toEqual([1, 2, 2000, 3]);
  });

  it("keeps antd's virtual table for what the light one does not draw (row selection)", () => {
    render(
      <ListTable<Goods>
        label="Goods"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={goods(200)}
        rowSelection={{ selectedRowKeys: [] }}
      />,
    );
    const area = screen.getByRole('region', { name: 'Goods: rows' });
    expect(area.getAttribute('data-virtual')).toBe('antd');
    expect(area.querySelector('.ant-table')).not.toBeNull();
  });
});
