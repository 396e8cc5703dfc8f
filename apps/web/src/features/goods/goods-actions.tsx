import { useState } from 'react';
import { App, Descriptions, Flex, Form, Image, Modal, Spin, TreeSelect, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints, isOnSale } from '@retail/contract';
import { GoodsStatusTag } from '../../components/product-chooser';
import { EditDialog } from '../../components/list/edit-dialog';
import { RowButton } from '../../components/list/row-cells';
import { RowMenu, type RowMenuItem } from '../../components/list/row-menu';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { textOf, useMessages } from '../../lib/i18n/feature-messages';
import { isVisible, useAuthority } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { useResourceText } from '../../resources/resource-text';
import { useOrganTreeData } from '../../resources/scope-selectors';
import { GoodsEditDialog } from './goods-edit-dialog';
import { goodsResource } from './goods.resource';
import { goodsMessages } from './goods.i18n';
import { SafeHtml } from './safe-html';

type Open = 'edit' | 'view' | 'assign' | null;

/** Says why a call was refused (400: the server's own words); other failures the client showed. */
const explain = (error: unknown, show: (text: string) => void) => {
  if (error instanceof ApiError && error.status === 400) show(error.message);
};

/** Which organisations carry the goods (queryGoodsAssignee, then assign-2-organs). */
const AssignDialog = ({
  row,
  onClose,
}: {
  row: ResourceActionsProps['row'];
  onClose: () => void;
}) => {
  const t = useMessages(goodsMessages);
  const { message } = App.useApp();
  const goodsId = Number(row.id);
  const tree = useOrganTreeData(null);
  const [organIds, setOrganIds] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: ['goods-assignee', goodsId],
    gcTime: 0,
    queryFn: () => call(endpoints.goods.queryGoodsAssignee, { body: { goodsId } }),
  });
  const chosen = organIds ?? (current.data ?? []).map((organ) => organ.organId);
  const save = async () => {
    setSaving(true);
    try {
      await call(endpoints.goods.assign2Organs, { body: { goodsId, organIds: chosen } });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      explain(error, (text) => void message.error(text));
    } finally {
      setSaving(false);
    }
  };
  return (
    <EditDialog
      open
      title={t('assign.title', { name: String(row.goodsName) })}
      dirty={organIds !== null}
      onClose={onClose}
      onSubmit={current.isSuccess ? () => void save() : undefined}
      submitting={saving}
      testId="goods-assign-dialog"
    >
      <Spin spinning={current.isLoading}>
        <Form layout="vertical">
          <Form.Item label={t('assign.organs')} extra={t('assign.hint')}>
            {/* Strict: ticking every shop of a tenant does not tick the tenant itself. */}
            <TreeSelect<Array<{ value: number }>>
              data-testid="goods-assign-organs"
              treeCheckable
              treeCheckStrictly
              treeDefaultExpandAll
              allowClear
              treeData={tree}
              value={chosen.map((value) => ({ value }))}
              onChange={(value) => setOrganIds(value.map((entry) => entry.value))}
            />
          </Form.Item>
        </Form>
      </Spin>
    </EditDialog>
  );
};

/** A goods as shoppers would read it: pictures, facts and the sanitised description. */
const ViewDialog = ({ goodsId, onClose }: { goodsId: number; onClose: () => void }) => {
  const t = useMessages(goodsMessages);
  const text = useResourceText(goodsResource);
  const detail = useQuery({
    queryKey: ['goods-detail', goodsId],
    gcTime: 0,
    queryFn: () => call(endpoints.goods.load, { body: { id: goodsId } }),
  });
  const goods = detail.data;
  return (
    <Modal
      open
      width={760}
      footer={null}
      onCancel={onClose}
      title={t('goods.viewTitle', { name: goods?.goodsName ?? '' })}
    >
      <Spin spinning={detail.isLoading}>
        {goods && (
          <Flex vertical gap={12} data-testid="goods-view">
            <Image.PreviewGroup>
              <Flex gap={8} wrap>
                {goods.images.map((image) => (
                  <Image key={image.sort} src={image.fileUrl} width={80} height={80} />
                ))}
              </Flex>
            </Image.PreviewGroup>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'code', label: text.label('goodsCode'), children: goods.goodsCode },
                { key: 'type', label: text.label('goodsTypeId'), children: goods.goodsTypeName },
                { key: 'brand', label: text.label('brandId'), children: goods.brandName },
                {
                  key: 'status',
                  label: text.label('status'),
                  children: <GoodsStatusTag status={goods.status} />,
                },
              ]}
            />
            <Typography.Title level={5}>{text.label('goodsDescribe')}</Typography.Title>
            <SafeHtml html={goods.goodsDescribe} />
          </Flex>
        )}
      </Spin>
    </Modal>
  );
};

/**
 * Row actions of the goods list: edit and launch or take off as buttons; view, organisations,
 * pictures and remove in the row's "More" menu (one button per row until it is opened).
 */
export const GoodsActions = ({ row, reload, remove }: ResourceActionsProps) => {
  // The current language's texts without a subscription per row: the list draws its row buttons
  // again when the language changes.
  const t = textOf(goodsMessages);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mayEdit = useAuthority('GOODS_EDIT');
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const id = Number(row.id);
  const onSale = isOnSale(Number(row.status));
  const name = String(row.goodsName);

  const launch = async () => {
    setBusy(true);
    try {
      await call(endpoints.goods.launch, { body: { ids: [id], onSale: !onSale } });
      void message.success(t(onSale ? 'goods.takenOff' : 'goods.launched', { name }));
      reload();
    } catch (error) {
      // Goods without a price or a picture cannot go on sale: the server says which.
      explain(error, (text) => void message.error(text));
    } finally {
      setBusy(false);
    }
  };

  // Asked when the menu opens: the authorities as they are then.
  const more = (): RowMenuItem[] => [
    {
      key: 'view',
      label: t('goods.view'),
      onSelect: () => setOpen('view'),
      'data-testid': `goods-view-${id}`,
    },
    ...(isVisible('GOODS_EDIT')
      ? [
          {
            key: 'assign',
            label: t('goods.assign'),
            onSelect: () => setOpen('assign'),
            'data-testid': `goods-assign-${id}`,
          },
        ]
      : []),
    ...(isVisible('GOODS_IMG_LIST')
      ? [
          {
            key: 'images',
            label: t('goods.images'),
            onSelect: () => void navigate(`/goodsImg/index?goodsId=${id}`),
            'data-testid': `goods-images-${id}`,
          },
        ]
      : []),
    ...(remove ? [remove] : []),
  ];

  return (
    <>
      {mayEdit && (
        <>
          <RowButton data-testid={`goods-edit-${id}`} onClick={() => setOpen('edit')}>
            {t('goods.edit')}
          </RowButton>
          <RowButton
            busy={busy}
            danger={onSale}
            data-testid={`goods-launch-${id}`}
            onClick={() => void launch()}
          >
            {onSale ? t('goods.takeOff') : t('goods.launch')}
          </RowButton>
        </>
      )}
      <RowMenu items={more} data-testid={`goods-more-${id}`} />
      {open === 'edit' && (
        <GoodsEditDialog goodsId={id} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      {open === 'view' && <ViewDialog goodsId={id} onClose={() => setOpen(null)} />}
      {open === 'assign' && <AssignDialog row={row} onClose={() => setOpen(null)} />}
    </>
  );
};
