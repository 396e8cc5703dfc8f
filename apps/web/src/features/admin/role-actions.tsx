import { useState } from 'react';
import { App, Button, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type AuthorityNode } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { adminMessages } from './admin.i18n';
import { authorityTreeData } from './authority-tree-data';

const subtreeIds = (node: AuthorityNode): number[] => [
  node.id,
  ...(node.children ?? []).flatMap(subtreeIds),
];

/** The ids from the root down to the node (empty when it is not in the tree). */
const pathTo = (nodes: readonly AuthorityNode[], id: number): number[] => {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children ?? [], id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
};

const findNode = (nodes: readonly AuthorityNode[], id: number): AuthorityNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
};

/**
 * Ticking a node grants it with everything below it and the menus above it (a screen is
 * reachable only through its directory); unticking takes it away with everything below it.
 */
export const toggleAuthority = (
  tree: readonly AuthorityNode[],
  ticked: readonly number[],
  id: number,
  on: boolean,
): number[] => {
  const node = findNode(tree, id);
  if (!node) return [...ticked];
  const below = subtreeIds(node);
  if (!on) return ticked.filter((tick) => !below.includes(tick));
  return [...new Set([...ticked, ...pathTo(tree, id), ...below])];
};

/** The role's authorities, chosen on the tree of what the caller may grant. */
const AuthorityDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const t = useMessages(adminMessages);
  const { message } = App.useApp();
  const current = useQuery({
    queryKey: ['role-authorities', id],
    queryFn: () => call(endpoints.role.getAuthorities, { body: { id } }),
  });
  const [checked, setChecked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const ticked = checked ?? current.data?.checkedIds ?? [];
  const save = async () => {
    setSaving(true);
    try {
      await call(endpoints.role.setAuthorities, { body: { id, authorityIds: ticked } });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <EditDialog
      open
      title={t('authorities')}
      dirty={checked !== null}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      testId="role-authorities-dialog"
    >
      {current.isLoading ? (
        <Spin />
      ) : (
        <Tree
          data-testid="role-authority-tree"
          checkable
          // Each node on its own (a menu without all of its buttons); toggleAuthority cascades.
          checkStrictly
          defaultExpandAll
          treeData={authorityTreeData(current.data?.authorities ?? [])}
          checkedKeys={ticked}
          onCheck={(_keys, info) =>
            setChecked(
              toggleAuthority(
                current.data?.authorities ?? [],
                ticked,
                Number(info.node.key),
                info.checked,
              ),
            )
          }
        />
      )}
    </EditDialog>
  );
};

/** Row action of the role list: choose the role's authorities on a tree. */
export const RoleActions = ({ row }: ResourceActionsProps) => {
  const t = useMessages(adminMessages);
  const [open, setOpen] = useState(false);
  const id = Number(row.id);
  return (
    <Authorized code="ROLE_EDIT">
      <Button
        size="small"
        type="link"
        data-testid={`role-authorities-${id}`}
        onClick={() => setOpen(true)}
      >
        {t('authorities')}
      </Button>
      {open && <AuthorityDialog id={id} onClose={() => setOpen(false)} />}
    </Authorized>
  );
};
