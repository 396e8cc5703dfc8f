import { lazy, Suspense, useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ListPagination } from '../components/list/list-pagination';
import { ListTable } from '../components/list/list-table';
import { ListToolbar } from '../components/list/list-toolbar';
import { useMessages } from '../lib/i18n/feature-messages';
import { Authorized } from '../lib/permission';
import type { Resource, Row } from './define-resource';
import { ExportButton } from './export-button';
import { callEndpoint, LIST_PAGE_SIZES } from './resource-call';
import { ResourceEditDialog } from './resource-edit-dialog';
import { ResourceSearch } from './resource-search';
import { nestRows, parentKeys, useResourceColumns } from './resource-table';
import { useResourceText } from './resource-text';
import { resourceMessages } from './resources.i18n';
import { useResourceList } from './use-resource-list';

/** The header totals strip, fetched only by the screens of resources that declare totals. */
const TotalsStrip = lazy(async () => ({
  default: (await import('./registry-totals')).TotalsStrip,
}));

type Props = {
  resource: Resource;
  /** More toolbar buttons of a custom screen. */
  toolbar?: (list: ReturnType<typeof useResourceList>) => ReactNode;
};

/**
 * The list screen of a resource: search area with the scope selectors, toolbar, table,
 * pagination of §9 and the edit dialog; removes ask first and say 'deleted successfully'.
 */
export const ResourceListScreen = ({ resource, toolbar }: Props) => {
  const t = useMessages(resourceMessages);
  const { modal, message } = App.useApp();
  const text = useResourceText(resource);
  const list = useResourceList(resource);
  const [searchVisible, setSearchVisible] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const [editing, setEditing] = useState<Row | null | false>(false);
  // Every opening gets a fresh dialog and form: nothing of the last record lingers.
  const [editSession, setEditSession] = useState(0);
  const openEditor = useCallback((row: Row | null) => {
    setEditSession((session) => session + 1);
    setEditing(row);
  }, []);
  const { reload } = list;
  const key = resource.rowKey ?? 'id';
  const hasSearch =
    resource.resolved.some((field) => field.filter) ||
    (resource.scope?.tenant ?? true) ||
    (resource.scope?.organ ?? true);

  const remove = useCallback(
    (row: Row) => {
      const endpoint = resource.endpoints.remove;
      if (!endpoint) return;
      void modal.confirm({
        title: t('confirmRemoveTitle'),
        content: t('confirmRemove'),
        okText: t('ok'),
        cancelText: t('cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-remove-ok' },
        onOk: async () => {
          try {
            await callEndpoint(endpoint, { query: { id: row[key] as number } });
          } catch (error) {
            // A refused remove (children or data left) says why; the client showed other failures.
            if (error instanceof Error && (error as { status?: number }).status === 400)
              void message.error(error.message);
            return;
          }
          void message.success(t('deleted'));
          reload();
          resource.afterChange?.();
        },
      });
    },
    [resource, modal, message, t, key, reload],
  );

  const { columns, toolbarColumns, mayEdit } = useResourceColumns({
    resource,
    text,
    hiddenColumns,
    onEdit: openEditor,
    onRemove: remove,
    reload,
  });
  const rows = useMemo(
    () => (resource.treeParent ? nestRows(list.rows, resource.treeParent, key) : list.rows),
    [list.rows, resource.treeParent, key],
  );

  // Tree screens open fully expanded; what the user folds stays folded across reloads.
  const [folded, setFolded] = useState<ReadonlySet<unknown>>(new Set());
  const expandedKeys = useMemo(
    () => parentKeys(rows, key).filter((rowKey) => !folded.has(rowKey)) as Key[],
    [rows, key, folded],
  );

  const add = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-testid="list-add"
      onClick={() => setEditing(null)}
    >
      {t('add')}
    </Button>
  );

  return (
    <Card data-testid={`resource-${resource.key}`} title={text.title}>
      <Flex vertical gap={12}>
        {hasSearch && searchVisible && (
          <ResourceSearch
            resource={resource}
            text={text}
            scope={list.scope}
            onScopeChange={list.changeScope}
            onSearch={list.search}
          />
        )}
        <ListToolbar
          searchVisible={searchVisible}
          onToggleSearch={hasSearch ? () => setSearchVisible((visible) => !visible) : undefined}
          onRefresh={reload}
          columns={toolbarColumns}
          hiddenColumns={hiddenColumns}
          onHiddenColumnsChange={setHiddenColumns}
        >
          {mayEdit &&
            (resource.mayAdd?.() ?? true) &&
            (resource.codes.edit ? <Authorized code={resource.codes.edit}>{add}</Authorized> : add)}
          {resource.exportable !== false && (
            <ExportButton resource={resource} body={list.body} hiddenColumns={hiddenColumns} />
          )}
          {toolbar?.(list)}
        </ListToolbar>
        {resource.totals && list.mayList && (
          <Suspense fallback={null}>
            <TotalsStrip
              totals={resource.totals}
              title={text.title}
              values={list.totals}
              loading={list.totalsLoading}
            />
          </Suspense>
        )}
        <ListTable<Row>
          label={text.title}
          data-testid="list-table"
          rowKey={key}
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.loading}
          pagination={false}
          expandable={
            resource.treeParent
              ? {
                  expandedRowKeys: expandedKeys,
                  onExpand: (expanded, row) =>
                    setFolded((current) => {
                      const next = new Set(current);
                      if (expanded) next.delete(row[key]);
                      else next.add(row[key]);
                      return next;
                    }),
                }
              : undefined
          }
        />
        {resource.endpoints.list.kind === 'paged' && (
          <ListPagination
            total={list.total}
            totalCapped={list.totalCapped}
            page={list.page.pageNum}
            pageSize={list.page.pageSize}
            pageSizes={LIST_PAGE_SIZES}
            onChange={(pageNum, pageSize) => list.setPage({ pageNum, pageSize })}
          />
        )}
      </Flex>
      <ResourceEditDialog
        key={editSession}
        resource={resource}
        text={text}
        editing={editing}
        onClose={() => setEditing(false)}
        onSaved={reload}
      />
    </Card>
  );
};

/** A screen component for a resource with nothing custom (what a screen table entry loads). */
export const resourceScreen = (resource: Resource) => {
  const Screen = () => <ResourceListScreen resource={resource} />;
  Screen.displayName = `ResourceScreen(${resource.key})`;
  return Screen;
};
