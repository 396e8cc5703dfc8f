import { useMemo, useState } from 'react';
import { App, Button, Form, TreeSelect } from 'antd';
import { endpoints } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { loadOrganTree } from '../../resources/after-login';
import type { OrganNode } from '../../resources/organ-store';
import { useTenantOrganTree } from '../../resources/scope-selectors';
import { adminMessages } from './admin.i18n';

type TreeOption = { value: number; title: string; children: TreeOption[] };

/** The tenant's tree without the moved node and its subtree (a node cannot go below itself). */
const targets = (nodes: readonly OrganNode[], self: number): TreeOption[] =>
  nodes
    .filter((node) => node.id !== self)
    .map((node) => ({
      value: node.id,
      title: node.organName,
      children: targets(node.children ?? [], self),
    }));

/** Row action of the organisation tree: move a node (and everything below it) to another parent. */
export const OrganActions = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(adminMessages);
  const { message } = App.useApp();
  const tree = useTenantOrganTree(Number(row.tenantId));
  const [open, setOpen] = useState(false);
  const [parentId, setParentId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const id = Number(row.id);
  const options = useMemo(() => targets(tree, id), [tree, id]);
  // Tenants and the platform stay where they are.
  if (Number(row.type) !== 2) return null;

  const move = async () => {
    if (parentId === null) return;
    setSaving(true);
    try {
      await call(endpoints.organ.edit, {
        body: { id, tenantId: Number(row.tenantId), organName: String(row.organName), parentId },
      });
      void message.success(t('saved'));
      setOpen(false);
      reload();
      void loadOrganTree().catch(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Authorized code="ORGAN_EDIT">
      <Button
        size="small"
        type="link"
        data-testid={`organ-move-${id}`}
        onClick={() => setOpen(true)}
      >
        {t('move')}
      </Button>
      <EditDialog
        open={open}
        title={`${t('move')}: ${String(row.organName)}`}
        dirty={parentId !== null}
        onClose={() => {
          setOpen(false);
          setParentId(null);
        }}
        onSubmit={() => void move()}
        submitting={saving}
        testId="organ-move-dialog"
      >
        <Form layout="vertical">
          <Form.Item label={t('moveTo')} required>
            <TreeSelect
              data-testid="organ-move-target"
              treeDefaultExpandAll
              treeData={options}
              value={parentId ?? undefined}
              onChange={(value: number) => setParentId(value)}
            />
          </Form.Item>
        </Form>
      </EditDialog>
    </Authorized>
  );
};
