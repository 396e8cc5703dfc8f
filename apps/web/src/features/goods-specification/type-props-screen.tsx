import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Spin,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  endpoints,
  PROP_INPUT_TYPES,
  type GoodsTypePropsSave,
  type GoodsTypePropsWithValues,
  type PropInputType,
  type SpecificationChoice,
  type SpecificationRecord,
} from '@retail/contract';
import { GoodsTypeSelect } from '../../components/product-chooser';
import {
  SPECIFICATION_OPTIONS_KEY,
  SpecificationChooser,
} from '../../components/specification-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized, useAuthority } from '../../lib/permission';
import { goodsSpecificationMessages } from './goods-specification.i18n';
import { TYPE_PROPS_OPTIONS_KEY } from './type-props-inputs';

type PropRow = {
  id?: number;
  propName: string;
  propCode?: string | null;
  inputType: PropInputType;
  isMust: number;
  sort: number;
  values: string[];
};
type PropsForm = { props: PropRow[] };

const toForm = (saved: readonly GoodsTypePropsWithValues[]): PropsForm => ({
  props: saved.map((prop) => ({
    id: prop.id,
    propName: prop.propName,
    propCode: prop.propCode,
    // One of PROP_INPUT_TYPES: the server stores no other.
    inputType: prop.inputType as PropInputType,
    isMust: prop.isMust,
    sort: prop.sort,
    values: prop.values.map((value) => value.value),
  })),
});

const toBody = (goodsTypeId: number, form: PropsForm): GoodsTypePropsSave => ({
  goodsTypeId,
  props: (form.props ?? []).map((prop, index) => ({
    ...(prop.id ? { id: prop.id } : {}),
    propName: prop.propName,
    propCode: prop.propCode || null,
    inputType: prop.inputType,
    isMust: prop.isMust ? 1 : 0,
    sort: prop.sort ?? index,
    values: prop.values ?? [],
  })),
});

/** A category's property list as one form; saving asks 是否确定保存所填商品分类属性? first. */
const PropsEditor = ({ goodsTypeId }: { goodsTypeId: number }) => {
  const t = useMessages(goodsSpecificationMessages);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const mayEdit = useAuthority('GOODS_TYPE_PROPS_EDIT');
  const [form] = Form.useForm<PropsForm>();
  const [saving, setSaving] = useState(false);
  const saved = useQuery({
    queryKey: ['type-props', goodsTypeId],
    gcTime: 0,
    queryFn: () => call(endpoints.goodsTypePropsCalls.queryTypeProps, { body: { goodsTypeId } }),
  });
  useEffect(() => {
    if (saved.data) form.setFieldsValue(toForm(saved.data));
  }, [saved.data, form]);

  const save = async (values: PropsForm) => {
    setSaving(true);
    try {
      const answer = await call(endpoints.goodsTypePropsCalls.saveTypeProps, {
        body: toBody(goodsTypeId, values),
      });
      form.setFieldsValue(toForm(answer));
      queryClient.setQueryData(['type-props', goodsTypeId], answer);
      void queryClient.invalidateQueries({ queryKey: TYPE_PROPS_OPTIONS_KEY });
      void message.success(t('props.saved'));
    } catch (error) {
      // A refused save (400) says which field and why; the client showed other failures.
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    // Every stored value, with the ids no control shows (validateFields answers only controls).
    const values = form.getFieldsValue(true) as PropsForm;
    void modal.confirm({
      title: t('props.confirmTitle'),
      content: t('props.confirmSave'),
      okText: t('props.ok'),
      cancelText: t('props.cancel'),
      okButtonProps: { 'data-testid': 'type-props-confirm-ok' },
      cancelButtonProps: { 'data-testid': 'type-props-confirm-cancel' },
      onOk: () => save(values),
    });
  };

  if (saved.isLoading) return <Spin />;
  const required = (label: string) => [{ required: true, message: t('props.required', { label }) }];
  return (
    <Form form={form} layout="vertical" disabled={!mayEdit} data-testid="type-props-form">
      <Form.List name="props">
        {(rows, { add, remove }) => (
          <Flex vertical gap={8}>
            {rows.length === 0 && (
              <Typography.Text type="secondary" data-testid="type-props-empty">
                {t('props.empty')}
              </Typography.Text>
            )}
            {rows.map((row, index) => (
              <Flex
                key={row.key}
                gap={8}
                align="start"
                wrap
                data-testid={`type-prop-${index}`}
                style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', paddingBottom: 8 }}
              >
                <Form.Item
                  name={[row.name, 'propName']}
                  label={t('props.propName')}
                  rules={required(t('props.propName'))}
                  style={{ width: 180, marginBottom: 0 }}
                >
                  <Input data-testid={`type-prop-${index}-name`} maxLength={100} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'propCode']}
                  label={t('props.propCode')}
                  style={{ width: 140, marginBottom: 0 }}
                >
                  <Input data-testid={`type-prop-${index}-code`} maxLength={64} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'inputType']}
                  label={t('props.inputType')}
                  style={{ width: 140, marginBottom: 0 }}
                >
                  <Select
                    data-testid={`type-prop-${index}-input-type`}
                    options={PROP_INPUT_TYPES.map((value) => ({
                      value,
                      label: t(`props.inputTypes.${value}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'isMust']}
                  label={t('props.isMust')}
                  valuePropName="checked"
                  getValueProps={(value: unknown) => ({ checked: Boolean(value) })}
                  normalize={(value: boolean) => (value ? 1 : 0)}
                  style={{ marginBottom: 0 }}
                >
                  <Switch data-testid={`type-prop-${index}-must`} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'sort']}
                  label={t('props.sort')}
                  style={{ width: 90, marginBottom: 0 }}
                >
                  <InputNumber min={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'values']}
                  label={t('props.values')}
                  style={{ minWidth: 240, flex: 1, marginBottom: 0 }}
                >
                  <Select
                    data-testid={`type-prop-${index}-values`}
                    mode="tags"
                    placeholder={t('props.valuesHint')}
                    tokenSeparators={[',', '，']}
                  />
                </Form.Item>
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('props.remove')}
                  data-testid={`type-prop-${index}-remove`}
                  style={{ marginTop: 30 }}
                  onClick={() => remove(row.name)}
                />
              </Flex>
            ))}
            {mayEdit && (
              <Flex gap={8}>
                <Button
                  icon={<PlusOutlined />}
                  data-testid="type-props-add"
                  onClick={() =>
                    add({
                      propName: '',
                      inputType: 'text',
                      isMust: 0,
                      sort: rows.length,
                      values: [],
                    } satisfies PropRow)
                  }
                >
                  {t('props.add')}
                </Button>
                <Button
                  type="primary"
                  loading={saving}
                  data-testid="type-props-save"
                  onClick={() => void submit()}
                >
                  {t('props.save')}
                </Button>
                <Button
                  data-testid="type-props-reset"
                  onClick={() => form.setFieldsValue(toForm(saved.data ?? []))}
                >
                  {t('props.reset')}
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </Form.List>
    </Form>
  );
};

/** What the edit call needs to tie a specification to a category, keeping everything else. */
const tiedTo = (goodsTypeId: number, row: SpecificationRecord) => ({
  id: row.id,
  groupId: row.groupId,
  displayArea: row.displayArea,
  parameterName: row.parameterName,
  parameterCode: row.parameterCode,
  isMust: row.isMust,
  isMutilSelect: row.isMutilSelect,
  isNav: row.isNav,
  goodsTypeId,
  sort: row.sort,
  remark: row.remark,
});

/** The specifications tied to a category, and the chooser that ties more to it. */
const CategorySpecifications = ({ goodsTypeId }: { goodsTypeId: number }) => {
  const t = useMessages(goodsSpecificationMessages);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const list = useQuery({
    queryKey: ['category-specifications', goodsTypeId],
    queryFn: () =>
      // The registry's filter (its declared fields) is not typed field by field.
      call(endpoints.goodsSpecification.queryForList, {
        body: { goodsTypeId } as never,
        quiet: true,
      }),
  });

  const tie = async (chosen: SpecificationChoice[]) => {
    setChoosing(false);
    try {
      for (const row of chosen.filter((spec) => spec.goodsTypeId !== goodsTypeId))
        await call(endpoints.goodsSpecification.edit, { body: tiedTo(goodsTypeId, row) });
      void message.success(t('categorySpecs.added'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    }
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: SPECIFICATION_OPTIONS_KEY });
  };

  return (
    <Card
      size="small"
      title={t('categorySpecs.title')}
      data-testid="category-specifications"
      extra={
        <Authorized code="GOODS_SPECIFICATION_EDIT">
          <Button
            icon={<PlusOutlined />}
            data-testid="category-specifications-choose"
            onClick={() => setChoosing(true)}
          >
            {t('categorySpecs.choose')}
          </Button>
        </Authorized>
      }
    >
      <Table<SpecificationRecord>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('categorySpecs.empty') }}
        columns={[
          { key: 'parameterName', dataIndex: 'parameterName', title: t('items.specification') },
          { key: 'parameterCode', dataIndex: 'parameterCode', title: t('categorySpecs.code') },
          {
            key: 'groupName',
            dataIndex: 'groupName',
            title: t('categorySpecs.group'),
            render: (name: string | null) => (name ? <Tag>{name}</Tag> : null),
          },
        ]}
      />
      <SpecificationChooser
        open={choosing}
        goodsTypeId={goodsTypeId}
        onClose={() => setChoosing(false)}
        onConfirm={(chosen) => void tie(chosen)}
      />
    </Card>
  );
};

/**
 * Category properties (/goodsTypeProps/index): pick a category, edit its properties with their
 * values in one form and save them at once; below, the category's specifications.
 */
export const TypePropsScreen = () => {
  const t = useMessages(goodsSpecificationMessages);
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('goodsTypeId'));
  const goodsTypeId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <Card title={t('props.title')} data-testid="type-props-screen">
      <Flex vertical gap={16}>
        <Form layout="inline">
          <Form.Item label={t('props.category')}>
            <GoodsTypeSelect
              testId="type-props-category"
              label={t('props.category')}
              placeholder={t('props.chooseCategory')}
              style={{ width: 260 }}
              value={goodsTypeId}
              onChange={(value) =>
                setParams(typeof value === 'number' ? { goodsTypeId: String(value) } : {})
              }
            />
          </Form.Item>
        </Form>
        {goodsTypeId === undefined ? (
          <Empty description={t('props.hint')} />
        ) : (
          <>
            <PropsEditor key={goodsTypeId} goodsTypeId={goodsTypeId} />
            <CategorySpecifications key={`specs-${goodsTypeId}`} goodsTypeId={goodsTypeId} />
          </>
        )}
      </Flex>
    </Card>
  );
};
