import { useEffect, useState } from 'react';
import { App, Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsPriceRecord } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { StoreField } from '../../components/store-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsPriceMessages } from './goods-price.i18n';
import { GoodsPick, MoneyInput, useMoneyRule } from './goods-price-parts';

type Values = {
  goodsId?: number;
  storeId?: number;
  skuId?: number | null;
  price?: string;
  marketPrice?: string;
};

const FIELDS = ['goodsId', 'storeId', 'skuId', 'price', 'marketPrice'];

/** The SKUs of a goods as options, the goods itself first. */
export const useSkuOptions = (goodsId: number | undefined) => {
  const t = useMessages(goodsPriceMessages);
  const setup = useQuery({
    queryKey: ['goods-sku-setup', goodsId],
    enabled: typeof goodsId === 'number',
    queryFn: () => call(endpoints.goodsSku.querySpecValues, { body: { goodsId: goodsId ?? 0 } }),
  });
  return [
    { value: 0, label: t('common.goodsItself') },
    ...(setup.data?.skus ?? []).map((sku) => ({
      value: sku.id,
      label: `${sku.specText} (${sku.skuCode})`,
    })),
  ];
};

/** Adds a price (goods or one of its SKUs, at a store) or edits one; prices stay strings. */
export const PriceEditDialog = ({
  open,
  record,
  storeName,
  onClose,
  onSaved,
}: {
  /** The edited price's store name (price rows carry its id only). */
  storeName?: string;
  open: boolean;
  /** The price edited; none: a new price. */
  record: GoodsPriceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const t = useMessages(goodsPriceMessages);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const goodsId = Form.useWatch('goodsId', form);
  const skuOptions = useSkuOptions(goodsId);
  const priceRule = useMoneyRule();
  const marketRule = useMoneyRule(true);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({
        goodsId: record.goodsId,
        storeId: record.storeId,
        skuId: record.skuId ?? 0,
        price: record.price,
        marketPrice: record.marketPrice ?? '',
      });
    else form.setFieldsValue({ skuId: 0 });
  }, [open, record, form]);

  const save = async () => {
    // Field errors show on the fields; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const marketPrice = values.marketPrice?.trim();
      await call(endpoints.goodsPrice.edit, {
        body: {
          ...(record ? { id: record.id } : {}),
          goodsId: values.goodsId ?? 0,
          storeId: values.storeId ?? 0,
          skuId: values.skuId ? values.skuId : null,
          price: (values.price ?? '').trim(),
          marketPrice: marketPrice ? marketPrice : null,
          remark: record?.remark ?? null,
        },
      });
      void message.success(t('common.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (error.field && FIELDS.includes(error.field))
          form.setFields([{ name: error.field as keyof Values, errors: [error.message] }]);
        else void message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog
      open={open}
      title={record ? t('price.editTitle') : t('price.addTitle')}
      dirty={form.isFieldsTouched()}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      testId="price-edit"
    >
      <Form form={form} layout="vertical" data-testid="price-edit-form">
        <Form.Item
          name="goodsId"
          label={t('common.goods')}
          rules={[{ required: true, message: t('price.goodsRequired') }]}
        >
          {record ? (
            <Input disabled value={record.goodsName ?? ''} />
          ) : (
            <GoodsPick
              value={goodsId}
              onChange={(goods) => form.setFieldsValue({ goodsId: goods.id, skuId: 0 })}
            />
          )}
        </Form.Item>
        <Form.Item name="skuId" label={t('common.sku')}>
          <Select options={skuOptions} disabled={!!record} data-testid="price-edit-sku" />
        </Form.Item>
        <Form.Item
          name="storeId"
          label={t('common.store')}
          rules={[{ required: true, message: t('price.storeRequired') }]}
        >
          <StoreField initialName={storeName ?? null} />
        </Form.Item>
        <Form.Item name="price" label={t('common.price')} rules={[priceRule]} required>
          <MoneyInput testId="price-edit-price" />
        </Form.Item>
        <Form.Item name="marketPrice" label={t('common.marketPrice')} rules={[marketRule]}>
          <MoneyInput testId="price-edit-market-price" />
        </Form.Item>
      </Form>
    </EditDialog>
  );
};
