import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, InputNumber, Modal, Select } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type EndpointDef,
  endpoints,
  moneyOf,
  type PricedCart,
  resources,
  type RuleTestResult,
} from '@retail/contract';
import { DateTimeInput } from '../../components/field-cells';
import { useMessages } from '../../lib/i18n/feature-messages';
import { callEndpoint } from '../../resources/resource-call';
import { marketingMessages } from './marketing.i18n';
import { PricedCartView } from './priced-cart-view';

type Sample = {
  storeId: number;
  customerId?: number | null;
  at?: string | null;
  lines: { goodsId: number; count: number }[];
};

/** A chooser of the caller's records of one list endpoint. */
const Choices = ({
  list,
  display,
  label,
  testId,
  ...props
}: {
  list: EndpointDef;
  display: string;
  label: string;
  testId: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}) => {
  const rows = useQuery({
    queryKey: [list.path, 'sample-cart'],
    queryFn: () => callEndpoint(list, { body: {}, quiet: true }),
  });
  return (
    <Select
      {...props}
      data-testid={testId}
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220 }}
      loading={rows.isLoading}
      options={((rows.data ?? []) as Record<string, unknown>[]).map((row) => ({
        value: row.id as number,
        label: String(row[display] ?? row.id),
      }))}
    />
  );
};

/**
 * A sample cart priced as checkout would price it (the console's preview), or, with `rule`, a
 * promotion rule tried on it before it is switched on: the facts it saw, whether it fires and
 * the cart priced with it.
 */
export const SampleCartDialog = ({
  rule,
  open,
  onClose,
}: {
  rule?: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) => {
  const t = useMessages(marketingMessages);
  const [form] = Form.useForm<Sample>();
  const [busy, setBusy] = useState(false);
  const [cart, setCart] = useState<PricedCart | null>(null);
  const [test, setTest] = useState<RuleTestResult | null>(null);

  const run = async (sample: Sample) => {
    setBusy(true);
    try {
      const body = { ...sample, lines: sample.lines.filter((line) => line.goodsId) };
      if (rule) {
        const answer = (await callEndpoint(endpoints.marketing.testRule, {
          body: { ...body, id: rule.id },
        })) as RuleTestResult;
        setTest(answer);
        setCart(answer.cart);
      } else {
        setTest(null);
        setCart((await callEndpoint(endpoints.marketing.preview, { body })) as PricedCart);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={820}
      title={rule ? `${t('testTitle')} · ${rule.name}` : t('previewTitle')}
      onCancel={onClose}
      footer={
        <Button data-testid="sample-cart-close" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ lines: [{ count: 1 }] }}
        onFinish={(sample) => void run(sample)}
      >
        <Flex gap={12} wrap>
          <Form.Item name="storeId" label={t('store')} rules={[{ required: true }]}>
            <Choices
              list={endpoints.store.getList}
              display="storeName"
              label={t('store')}
              testId="sample-cart-store"
            />
          </Form.Item>
          <Form.Item name="customerId" label={t('customer')}>
            <Choices
              list={resources.customer.endpoints.queryForList}
              display={resources.customer.display}
              label={t('customer')}
              testId="sample-cart-customer"
            />
          </Form.Item>
          <Form.Item name="at" label={t('at')}>
            <DateTimeInput label={t('at')} testId="sample-cart-at" row={null} />
          </Form.Item>
        </Flex>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={12} align="baseline">
                  <Form.Item
                    name={[field.name, 'goodsId']}
                    label={t('goods')}
                    rules={[{ required: true }]}
                  >
                    <Choices
                      list={endpoints.goods.queryForList}
                      display="goodsName"
                      label={t('goods')}
                      testId={`sample-cart-goods-${String(index)}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'count']} label={t('count')}>
                    <InputNumber
                      min={1}
                      max={9999}
                      aria-label={t('count')}
                      data-testid={`sample-cart-count-${String(index)}`}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('removeLine', { index: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                data-testid="sample-cart-add"
                onClick={() => add({ count: 1 })}
              >
                {t('addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={busy} data-testid="sample-cart-run">
            {t('run')}
          </Button>
        </Flex>
      </Form>
      {test && (
        <>
          <Alert
            data-testid="rule-test-outcome"
            style={{ margin: '12px 0' }}
            type={test.fired ? 'success' : 'info'}
            showIcon
            title={test.fired ? t('fired', { amount: `¥${moneyOf(test.amount)}` }) : t('notFired')}
          />
          <Descriptions data-testid="rule-test-facts" title={t('facts')} size="small" column={2}>
            {Object.entries(test.facts).map(([fact, value]) => (
              <Descriptions.Item key={fact} label={fact}>
                {Array.isArray(value) ? value.join(', ') : String(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
      {cart && <PricedCartView cart={cart} />}
    </Modal>
  );
};
