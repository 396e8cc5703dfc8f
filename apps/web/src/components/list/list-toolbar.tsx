import type { ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';

/** Toolbar gap of every list screen (console.md §2). */
export const TOOLBAR_GAP = 10;

export type ToolbarColumn = { key: string; title: string };

export type ListToolbarProps = {
  /** The screen's own buttons (add, export, ...), on the left. */
  children?: ReactNode;
  /** Omit to hide the search toggle (a screen without a search area). */
  onToggleSearch?: () => void;
  searchVisible?: boolean;
  onRefresh: () => void;
  columns: readonly ToolbarColumn[];
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (hidden: string[]) => void;
  gap?: number;
};

/** The list toolbar: screen buttons, then toggle search, refresh and choose visible columns. */
export const ListToolbar = ({
  children,
  onToggleSearch,
  searchVisible = true,
  onRefresh,
  columns,
  hiddenColumns,
  onHiddenColumnsChange,
  gap = TOOLBAR_GAP,
}: ListToolbarProps) => {
  const t = useMessages(listMessages);
  const visible = columns.filter((column) => !hiddenColumns.includes(column.key)).map((c) => c.key);
  const chooser = (
    <Checkbox.Group
      data-testid="list-columns-chooser"
      value={visible}
      onChange={(keys) =>
        onHiddenColumnsChange(columns.map((c) => c.key).filter((key) => !keys.includes(key)))
      }
    >
      <Flex vertical gap={4}>
        {columns.map((column) => (
          <Checkbox key={column.key} value={column.key} data-testid={`list-column-${column.key}`}>
            {column.title}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
  return (
    <Flex justify="space-between" align="center" gap={gap} wrap data-testid="list-toolbar">
      <Flex gap={gap} wrap>
        {children}
      </Flex>
      <Flex gap={gap}>
        {onToggleSearch && (
          <Tooltip title={t('toolbar.toggleSearch')}>
            <Button
              shape="circle"
              icon={<SearchOutlined />}
              aria-label={t('toolbar.toggleSearch')}
              aria-pressed={searchVisible}
              data-testid="list-toggle-search"
              onClick={onToggleSearch}
            />
          </Tooltip>
        )}
        <Tooltip title={t('toolbar.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('toolbar.refresh')}
            data-testid="list-refresh"
            onClick={onRefresh}
          />
        </Tooltip>
        <Popover content={chooser} trigger="click" placement="bottomRight">
          <Button
            shape="circle"
            icon={<TableOutlined />}
            aria-label={t('toolbar.columns')}
            data-testid="list-columns"
          />
        </Popover>
      </Flex>
    </Flex>
  );
};
