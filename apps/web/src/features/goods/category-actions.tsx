import { useState } from 'react';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type EndpointDef } from '@retail/contract';
import { GOODS_TYPE_TREE_KEY } from '../../components/product-chooser';
import { EditDialog } from '../../components/list/edit-dialog';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { callEndpoint } from '../../resources/resource-call';
import { resourceMessages } from '../../resources/resources.i18n';
import { goodsMessages } from './goods.i18n';

type ChildValues = { name: string; sort?: number; remark?: string };

type Props = ResourceActionsProps & { edit: EndpointDef; code: string; testId: string };

/** 添加子分类: a new category right under this row (either category tree). */
const AddChildAction = ({ row, reload, edit, code, testId }: Props) => {
  const t = useMessages(goodsMessages);
  const tr = useMessages(resourceMessages);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ChildValues>();
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setOpen(false);
    setDirty(false);
  };
  const submit = async () => {
    let values: ChildValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await callEndpoint(edit, { body: { ...values, parentId: row.id } });
      void message.success(t('saved'));
      close();
      reload();
      void client.invalidateQueries({ queryKey: GOODS_TYPE_TREE_KEY });
      void client.invalidateQueries({ queryKey: ['front-goods-type-tree'] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (error.field === 'name' || error.field === 'sort' || error.field === 'remark')
          form.setFields([{ name: error.field, errors: [error.message] }]);
        else void message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Authorized code={code}>
      <Button
        size="small"
        type="link"
        data-testid={`${testId}-${String(row.id)}`}
        onClick={() => setOpen(true)}
      >
        {t('category.addChild')}
      </Button>
      <EditDialog
        open={open}
        title={t('category.addChildTitle', { name: String(row.name) })}
        dirty={dirty}
        onClose={close}
        onSubmit={() => void submit()}
        submitting={saving}
        testId="category-child-dialog"
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ sort: 0 }}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item
            name="name"
            label={t('category.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: tr('required', { label: t('category.name') }),
              },
            ]}
          >
            <Input data-testid="child-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="sort" label={t('category.sort')}>
            <InputNumber data-testid="child-sort" min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('category.remark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </EditDialog>
    </Authorized>
  );
};

export const AddTypeChildAction = (props: ResourceActionsProps) => (
  <AddChildAction
    {...props}
    edit={endpoints.goodsType.edit}
    code="GOODS_TYPE_EDIT"
    testId="goods-type-add-child"
  />
);

export const AddFrontChildAction = (props: ResourceActionsProps) => (
  <AddChildAction
    {...props}
    edit={endpoints.frontGoodsType.edit}
    code="FRONT_GOODS_TYPE_EDIT"
    testId="front-goods-type-add-child"
  />
);
