import { useEffect, useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  GOODS_SKU_MAX,
  type GoodsSkuRecord,
  type GoodsSpecSetup,
  SKU_DISABLED,
  SKU_ENABLED,
  type SpecificationChoice,
} from '@retail/contract';
import { ApiError } from '../../lib/http';
import { SpecificationChooser } from '../specification-chooser';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsSkuEditorMessages } from './goods-sku-editor.i18n';

/** A specification the goods uses and the items ticked in it. */
type Chosen = { specificationId: number; parameterName: string; itemIds: number[] };

const chosenOf = (setup: GoodsSpecSetup): Chosen[] =>
  setup.values.map((value) => ({
    specificationId: value.specificationId,
    parameterName: value.parameterName,
    itemIds: value.items.map((item) => item.id),
  }));

const setupKey = (goodsId: number) => ['goods-sku-setup', goodsId];

/** Shows a refusal the HTTP client leaves to the screen (a 400 names the field and why). */
const useFailure = () => {
  const { message } = App.useApp();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) void message.error(error.message);
  };
};

/** A SKU row with its own code and bar code inputs, saved together. */
const SkuCodes = ({ sku, onSaved }: { sku: GoodsSkuRecord; onSaved: () => void }) => {
  const t = useMessages(goodsSkuEditorMessages);
  const failed = useFailure();
  const [skuCode, setSkuCode] = useState(sku.skuCode);
  const [barCode, setBarCode] = useState(sku.barCode ?? '');
  useEffect(() => {
    setSkuCode(sku.skuCode);
    setBarCode(sku.barCode ?? '');
  }, [sku.skuCode, sku.barCode]);
  const changed = skuCode !== sku.skuCode || barCode !== (sku.barCode ?? '');
  const save = async () => {
    try {
      await call(endpoints.goodsSku.edit, { body: { id: sku.id, skuCode, barCode } });
      onSaved();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Space>
      <Input
        size="small"
        style={{ width: 140 }}
        data-testid={`sku-code-${sku.id}`}
        value={skuCode}
        onChange={(event) => setSkuCode(event.target.value)}
      />
      <Input
        size="small"
        style={{ width: 160 }}
        placeholder={t('barCode')}
        data-testid={`sku-bar-code-${sku.id}`}
        value={barCode}
        onChange={(event) => setBarCode(event.target.value)}
      />
      <Button
        size="small"
        type="primary"
        disabled={!changed}
        data-testid={`sku-save-${sku.id}`}
        onClick={() => void save()}
      >
        {t('save')}
      </Button>
    </Space>
  );
};

/**
 * The specifications and SKUs of one goods (usable from the goods editor): choose
 * specifications in the specification chooser, tick their values, generate the SKUs (one per
 * combination), then edit SKU codes and bar codes.
 */
export const GoodsSkuEditor = ({
  goodsId,
  goodsTypeId,
}: {
  goodsId: number;
  /** The goods' category: the chooser offers its specifications and the general ones. */
  goodsTypeId?: number;
}) => {
  const t = useMessages(goodsSkuEditorMessages);
  const { message } = App.useApp();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen[] | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [saving, setSaving] = useState(false);
  const setup = useQuery({
    queryKey: setupKey(goodsId),
    queryFn: () => call(endpoints.goodsSku.querySpecValues, { body: { goodsId } }),
  });
  useEffect(() => {
    if (setup.data && chosen === null) setChosen(chosenOf(setup.data));
  }, [setup.data, chosen]);
  const specs = chosen ?? [];
  const specificationIds = specs.map((spec) => spec.specificationId);
  const items = useQuery({
    queryKey: ['goods-sku-items', specificationIds],
    enabled: specificationIds.length > 0,
    // The values of each chosen specification (a goods has a few of them).
    queryFn: async () =>
      (
        await Promise.all(
          specificationIds.map((specificationId) =>
            call(endpoints.goodsSpecificationItem.queryForList, {
              // The registry's filter (its declared fields) is not typed field by field.
              body: { specificationId } as never,
            }),
          ),
        )
      ).flat(),
  });
  const itemsOf = useMemo(() => {
    const map = new Map<number, { id: number; itemValue: string }[]>();
    for (const item of [...(items.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      const list = map.get(item.specificationId) ?? [];
      list.push({ id: item.id, itemValue: item.itemValue });
      map.set(item.specificationId, list);
    }
    return map;
  }, [items.data]);

  const count =
    specs.length === 0 ? 0 : specs.reduce((product, spec) => product * spec.itemIds.length, 1);
  const incomplete = specs.some((spec) => spec.itemIds.length === 0);

  const refresh = async (next?: GoodsSpecSetup) => {
    if (next) queryClient.setQueryData(setupKey(goodsId), next);
    else await setup.refetch();
  };
  const add = (choices: SpecificationChoice[]) => {
    setChosen((current) => [
      ...(current ?? []),
      ...choices
        .filter((choice) => !(current ?? []).some((spec) => spec.specificationId === choice.id))
        .map((choice) => ({
          specificationId: choice.id,
          parameterName: choice.parameterName,
          itemIds: [],
        })),
    ]);
    setChoosing(false);
  };
  const generate = async () => {
    if (incomplete) {
      void message.warning(t('pickItems'));
      return;
    }
    setSaving(true);
    try {
      const next = await call(endpoints.goodsSku.saveSpecValues, {
        body: {
          goodsId,
          values: specs.map((spec) => ({
            specificationId: spec.specificationId,
            itemIds: spec.itemIds,
          })),
        },
      });
      await refresh(next);
      setChosen(chosenOf(next));
      void message.success(t('done'));
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };
  const change = async (sku: GoodsSkuRecord, body: { status?: number }) => {
    try {
      await call(endpoints.goodsSku.edit, { body: { id: sku.id, ...body } });
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  const remove = async (sku: GoodsSkuRecord) => {
    try {
      await call(endpoints.goodsSku.remove, { query: { id: sku.id } });
      void message.success(t('removed'));
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Spin spinning={setup.isLoading}>
      <Flex vertical gap={12} data-testid="goods-sku-editor">
        <Flex justify="space-between" align="center">
          <Typography.Text strong>{t('title')}</Typography.Text>
          <Button data-testid="goods-sku-add-specification" onClick={() => setChoosing(true)}>
            {t('addSpecification')}
          </Button>
        </Flex>
        {specs.length === 0 && <Empty description={t('noSpecifications')} />}
        {specs.map((spec) => {
          const options = itemsOf.get(spec.specificationId) ?? [];
          return (
            <Card
              key={spec.specificationId}
              size="small"
              title={spec.parameterName}
              data-testid={`goods-sku-spec-${spec.specificationId}`}
              extra={
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    setChosen(
                      specs.filter((other) => other.specificationId !== spec.specificationId),
                    )
                  }
                >
                  {t('removeSpecification')}
                </Button>
              }
            >
              {options.length === 0 && !items.isLoading ? (
                <Typography.Text type="secondary">{t('noItems')}</Typography.Text>
              ) : (
                <Checkbox.Group
                  value={spec.itemIds}
                  options={options.map((item) => ({ value: item.id, label: item.itemValue }))}
                  onChange={(ids) =>
                    setChosen(
                      specs.map((other) =>
                        other.specificationId === spec.specificationId
                          ? { ...other, itemIds: ids as number[] }
                          : other,
                      ),
                    )
                  }
                />
              )}
            </Card>
          );
        })}
        <Flex gap={12} align="center">
          <Button
            type="primary"
            data-testid="goods-sku-generate"
            loading={saving}
            disabled={count > GOODS_SKU_MAX}
            onClick={() => void generate()}
          >
            {t('generate')}
          </Button>
          <Typography.Text
            type={count > GOODS_SKU_MAX ? 'danger' : 'secondary'}
            data-testid="goods-sku-count"
          >
            {count > GOODS_SKU_MAX
              ? t('tooMany', { max: GOODS_SKU_MAX })
              : t('combinations', { count, max: GOODS_SKU_MAX })}
          </Typography.Text>
        </Flex>
        <Table<GoodsSkuRecord>
          data-testid="goods-sku-table"
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={setup.data?.skus ?? []}
          locale={{ emptyText: t('empty') }}
          title={() => t('generated', { count: setup.data?.skus.length ?? 0 })}
          columns={[
            {
              key: 'specText',
              dataIndex: 'specText',
              title: t('specText'),
              render: (text: string) => <span data-testid="goods-sku-text">{text}</span>,
            },
            {
              key: 'codes',
              title: `${t('skuCode')} / ${t('barCode')}`,
              render: (_, sku) => <SkuCodes sku={sku} onSaved={() => void refresh()} />,
            },
            {
              key: 'status',
              title: t('status'),
              width: 110,
              render: (_, sku) => (
                <Switch
                  size="small"
                  checked={sku.status === SKU_ENABLED}
                  checkedChildren={t('enabled')}
                  unCheckedChildren={t('disabled')}
                  onChange={(on) => void change(sku, { status: on ? SKU_ENABLED : SKU_DISABLED })}
                />
              ),
            },
            { key: 'prices', dataIndex: 'priceCount', title: t('prices'), width: 80 },
            {
              key: 'actions',
              title: t('actions'),
              width: 90,
              render: (_, sku) => (
                <Popconfirm
                  title={t('confirmRemove')}
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  onConfirm={() => remove(sku)}
                >
                  <Button type="link" size="small" danger>
                    {t('remove')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
        <SpecificationChooser
          open={choosing}
          goodsTypeId={goodsTypeId}
          onClose={() => setChoosing(false)}
          onConfirm={add}
        />
      </Flex>
    </Spin>
  );
};
