import { useState } from 'react';
import { App, Divider, Form, Input, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsDetail, type GoodsEdit } from '@retail/contract';
import { GoodsSkuEditor } from '../../components/goods-sku-editor';
import { EditDialog } from '../../components/list/edit-dialog';
import { GoodsTypeSelect } from '../../components/product-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useResourceText } from '../../resources/resource-text';
import { resourceMessages } from '../../resources/resources.i18n';
import { GoodsImagesInput, type ImageItem } from './goods-images-input';
import { BrandSelect, TagSelect } from './goods-inputs';
import { goodsResource } from './goods.resource';
import { goodsMessages } from './goods.i18n';
import { RichTextInput } from './rich-text-input';

type Values = {
  goodsName: string;
  goodsCode: string;
  goodsTypeId: number;
  brandId?: number | null;
  tagIds?: number[] | null;
  imageFileIds?: ImageItem[];
  goodsDescribe?: string | null;
  remark?: string | null;
};

const FIELDS = [
  'goodsName',
  'goodsCode',
  'goodsTypeId',
  'brandId',
  'tagIds',
  'imageFileIds',
  'goodsDescribe',
  'remark',
] as const;

const toValues = (detail: GoodsDetail | undefined): Partial<Values> =>
  detail
    ? {
        goodsName: detail.goodsName,
        goodsCode: detail.goodsCode,
        goodsTypeId: detail.goodsTypeId,
        brandId: detail.brandId,
        tagIds: detail.tagIds,
        imageFileIds: detail.images.map(({ fileId, fileUrl }) => ({ fileId, fileUrl })),
        goodsDescribe: detail.goodsDescribe,
        remark: detail.remark,
      }
    : { imageFileIds: [], tagIds: [] };

/** The edit body: pictures as file ids in order (those of the file bank). */
export const toEditBody = (values: Values, id: number | null): GoodsEdit => ({
  ...(id !== null ? { id } : {}),
  goodsName: values.goodsName,
  goodsCode: values.goodsCode,
  goodsTypeId: values.goodsTypeId,
  brandId: values.brandId ?? null,
  tagIds: values.tagIds ?? [],
  imageFileIds: (values.imageFileIds ?? []).flatMap((image) =>
    image.fileId !== null ? [image.fileId] : [],
  ),
  goodsDescribe: values.goodsDescribe ?? null,
  remark: values.remark ?? null,
});

type Props = {
  /** null adds goods; an id edits that goods (loaded with its pictures, tags, description). */
  goodsId: number | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit goods: name, code, category, brand, tags, pictures and the rich description. */
export const GoodsEditDialog = ({ goodsId, onClose, onSaved }: Props) => {
  const t = useMessages(goodsMessages);
  const tr = useMessages(resourceMessages);
  const text = useResourceText(goodsResource);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: ['goods-detail', goodsId],
    enabled: goodsId !== null,
    gcTime: 0,
    queryFn: () => call(endpoints.goods.load, { body: { id: goodsId ?? 0 } }),
  });
  const ready = goodsId === null || detail.isSuccess;
  const required = (label: string) => [{ required: true, message: tr('required', { label }) }];

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(endpoints.goods.edit, { body: toEditBody(values, goodsId) });
      void message.success(t('saved'));
      onClose();
      onSaved();
    } catch (error) {
      // A refused save (400) names its field (code taken, a picture of another tenant...).
      if (error instanceof ApiError && error.status === 400) {
        const field = FIELDS.find((name) => name === error.field);
        if (field) form.setFields([{ name: field, errors: [error.message] }]);
        else void message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog
      open
      width={860}
      title={
        goodsId === null
          ? t('goods.addTitle')
          : t('goods.editTitle', { name: detail.data?.goodsName ?? '' })
      }
      dirty={dirty}
      onClose={onClose}
      onSubmit={ready ? () => void submit() : undefined}
      submitting={saving}
      testId="goods-edit-dialog"
    >
      {!ready ? (
        <Spin description={t('goods.loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={toValues(detail.data)}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item
            name="goodsName"
            label={text.label('goodsName')}
            rules={required(text.label('goodsName'))}
          >
            <Input data-testid="field-goodsName" maxLength={128} />
          </Form.Item>
          <Form.Item
            name="goodsCode"
            label={text.label('goodsCode')}
            rules={required(text.label('goodsCode'))}
          >
            <Input data-testid="field-goodsCode" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="goodsTypeId"
            label={text.label('goodsTypeId')}
            rules={required(text.label('goodsTypeId'))}
          >
            <GoodsTypeSelect />
          </Form.Item>
          <Form.Item name="brandId" label={text.label('brandId')}>
            <BrandSelect row={null} />
          </Form.Item>
          <Form.Item name="tagIds" label={t('tagRef.tag')}>
            <TagSelect multiple testId="field-tagIds" />
          </Form.Item>
          <Form.Item name="imageFileIds" label={text.label('goodsImg')}>
            <GoodsImagesInput />
          </Form.Item>
          <Form.Item name="goodsDescribe" label={text.label('goodsDescribe')}>
            <RichTextInput />
          </Form.Item>
          <Form.Item name="remark" label={text.label('remark')}>
            <Input.TextArea data-testid="field-remark" rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
      {/* SKUs belong to a saved goods: they are generated from its specification values. */}
      {ready && goodsId !== null && detail.data && (
        <>
          <Divider titlePlacement="start">{t('goods.skus')}</Divider>
          <GoodsSkuEditor goodsId={goodsId} goodsTypeId={detail.data.goodsTypeId} />
        </>
      )}
    </EditDialog>
  );
};
