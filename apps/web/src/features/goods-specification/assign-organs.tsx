import { useEffect, useMemo, useState } from 'react';
import { App, Button, Modal, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointDef } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useAuthority } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { callEndpoint } from '../../resources/resource-call';
import { resourceMessages } from '../../resources/resources.i18n';
import { useOrganTreeData } from '../../resources/scope-selectors';
import { goodsSpecificationMessages } from './goods-specification.i18n';

/** Where a record's organisations are read and written, and what the calls call its id. */
export type AssignTarget = {
  query: EndpointDef;
  assign: EndpointDef;
  idField: string;
  /** Guards the row action (the assign call's authority). */
  authority: string;
  /** The record's name field, for the dialog's title. */
  nameField: string;
};

type OrganOption = { value: number; title: string; children: OrganOption[] };
const toNodes = (options: readonly OrganOption[]): DataNode[] =>
  options.map((option) => ({
    key: option.value,
    title: option.title,
    children: toNodes(option.children),
  }));

type DialogProps = { target: AssignTarget; row: ResourceActionsProps['row']; onClose: () => void };

/** The organisations (of the caller's tree) that use a record: ticked as they are, saved as ticked. */
const AssignDialog = ({ target, row, onClose }: DialogProps) => {
  const t = useMessages(goodsSpecificationMessages);
  const common = useMessages(resourceMessages);
  const { message } = App.useApp();
  const tree = useOrganTreeData(null);
  const nodes = useMemo(() => toNodes(tree), [tree]);
  const id = row.id as number;
  const current = useQuery({
    queryKey: ['assignees', target.idField, id],
    gcTime: 0,
    queryFn: () =>
      callEndpoint(target.query, { body: { [target.idField]: id } }) as Promise<
        Array<{ organId: number }>
      >,
  });
  const [checked, setChecked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data && checked === null) setChecked(current.data.map((entry) => entry.organId));
  }, [current.data, checked]);

  const save = async () => {
    setSaving(true);
    try {
      await callEndpoint(target.assign, {
        body: { [target.idField]: id, organIds: checked ?? [] },
      });
      void message.success(common('saved'));
      onClose();
    } catch (error) {
      if (error instanceof Error && (error as { status?: number }).status === 400)
        void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('assign.title', { name: String(row[target.nameField] ?? '') })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('assign.save')}
      cancelText={t('assign.cancel')}
      okButtonProps={{ loading: saving, disabled: checked === null, 'data-testid': 'assign-save' }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div data-testid="assign-dialog">
        <Typography.Paragraph type="secondary">{t('assign.hint')}</Typography.Paragraph>
        {checked === null ? (
          <Spin />
        ) : (
          <Tree
            checkable
            // Each organisation on its own: ticking a parent does not tick its branches.
            checkStrictly
            defaultExpandAll
            selectable={false}
            treeData={nodes}
            checkedKeys={checked}
            onCheck={(keys) =>
              setChecked((Array.isArray(keys) ? keys : keys.checked).map((key) => Number(key)))
            }
          />
        )}
      </div>
    </Modal>
  );
};

/** A row action opening the assign dialog, shown to holders of the assign authority. */
export const assignAction = (target: AssignTarget) => {
  const AssignAction = ({ row }: ResourceActionsProps) => {
    const t = useMessages(goodsSpecificationMessages);
    const may = useAuthority(target.authority);
    const [open, setOpen] = useState(false);
    if (!may) return null;
    return (
      <>
        <Button
          type="link"
          size="small"
          data-testid={`row-assign-${String(row.id)}`}
          onClick={() => setOpen(true)}
        >
          {t('assign.action')}
        </Button>
        {open && <AssignDialog target={target} row={row} onClose={() => setOpen(false)} />}
      </>
    );
  };
  return AssignAction;
};

export const groupAssignTarget: AssignTarget = {
  query: endpoints.goodsSpecificationGroupCalls.queryAssignee,
  assign: endpoints.goodsSpecificationGroupCalls.assign2Organs,
  idField: 'groupId',
  authority: 'GOODS_SPECIFICATION_GROUP_EDIT',
  nameField: 'name',
};

export const specificationAssignTarget: AssignTarget = {
  query: endpoints.goodsSpecificationCalls.queryAssignee,
  assign: endpoints.goodsSpecificationCalls.assign2Organs,
  idField: 'specificationId',
  authority: 'GOODS_SPECIFICATION_EDIT',
  nameField: 'parameterName',
};
