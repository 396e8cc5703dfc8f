import { type ReactNode, useState } from 'react';
import { App, Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { type EndpointDef, resources } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { callEndpoint } from '../../resources/resource-call';
import { customerMessages } from './customer.i18n';

// The customer detail's two actions (docs/customers.md): adjust points (± and a reason; a key
// made when the dialog opens, so a retry of the same request changes nothing more) and change
// level (a level of the tenant and a reason). A refusal is shown on the field the server names
// (a deduction larger than the balance: on the points).

type Customer = { id: number; point: number; levelId: number | null };
type Props = { customer: Customer; onDone: () => void };

const customerEndpoints = resources.customer.endpoints;

/** A dialog of one action: its form, sent once per press, a refusal shown on its field. */
const ActionDialog = ({
  name,
  title,
  endpoint,
  customer,
  onDone,
  children,
}: Props & {
  name: string;
  title: string;
  endpoint: EndpointDef;
  children: ReactNode;
}) => {
  const t = useMessages(customerMessages);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState('');
  const run = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await callEndpoint(endpoint, {
        body: { ...values, id: customer.id, ...(name === 'adjustPoints' ? { requestKey } : {}) },
      });
      void message.success(t('saved'));
      setOpen(false);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      if (error.field && error.field in (form.getFieldsValue() as Record<string, unknown>))
        form.setFields([{ name: error.field, errors: [error.message] }]);
      else void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        data-testid={`customer-${name}`}
        onClick={() => {
          form.resetFields();
          setRequestKey(crypto.randomUUID());
          setOpen(true);
        }}
      >
        {title}
      </Button>
      {open && (
        <EditDialog
          open
          title={title}
          dirty={false}
          submitting={busy}
          onClose={() => setOpen(false)}
          onSubmit={() => void form.validateFields().then(run, () => undefined)}
          testId={`customer-${name}-dialog`}
        >
          <Form form={form} layout="vertical">
            {children}
          </Form>
        </EditDialog>
      )}
    </>
  );
};

const ReasonItem = () => {
  const t = useMessages(customerMessages);
  return (
    <Form.Item
      name="reason"
      label={t('reason')}
      rules={[{ required: true, whitespace: true, message: t('required', { label: t('reason') }) }]}
    >
      <Input.TextArea
        data-testid="customer-field-reason"
        aria-label={t('reason')}
        maxLength={200}
        autoSize={{ minRows: 2, maxRows: 4 }}
      />
    </Form.Item>
  );
};

export const AdjustPointsButton = (props: Props) => {
  const t = useMessages(customerMessages);
  return (
    <Authorized code={resources.customer.actionCodes.adjustPoints}>
      <ActionDialog
        {...props}
        name="adjustPoints"
        title={t('adjustPoints')}
        endpoint={customerEndpoints.adjustPoints}
      >
        <>
          <Typography.Paragraph type="secondary">
            {t('balance', { balance: String(props.customer.point) })}
          </Typography.Paragraph>
          <Form.Item
            name="point"
            label={t('point')}
            rules={[
              { required: true, message: t('required', { label: t('point') }) },
              {
                validator: (_, value) =>
                  value === 0 ? Promise.reject(new Error(t('pointNonZero'))) : Promise.resolve(),
              },
            ]}
          >
            <InputNumber
              data-testid="customer-field-point"
              aria-label={t('point')}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <ReasonItem />
        </>
      </ActionDialog>
    </Authorized>
  );
};

/** The tenant's levels to choose among. */
const LevelSelect = (props: { value?: number; onChange?: (value: number) => void }) => {
  const t = useMessages(customerMessages);
  const levels = useQuery({
    queryKey: [resources.memberLevel.endpoints.queryForList.path, 'customer-detail'],
    queryFn: () => call(resources.memberLevel.endpoints.queryForList, { body: {} }),
  });
  return (
    <Select
      {...props}
      data-testid="customer-field-level"
      aria-label={t('level')}
      loading={levels.isLoading}
      options={(levels.data ?? []).map((level) => ({
        value: level.id,
        label: `${level.name} (${String(level.level)})`,
      }))}
    />
  );
};

export const ChangeLevelButton = (props: Props) => {
  const t = useMessages(customerMessages);
  return (
    <Authorized code={resources.customer.actionCodes.changeLevel}>
      <ActionDialog
        {...props}
        name="changeLevel"
        title={t('changeLevel')}
        endpoint={customerEndpoints.changeLevel}
      >
        <>
          <Form.Item
            name="levelId"
            label={t('level')}
            rules={[{ required: true, message: t('required', { label: t('level') }) }]}
          >
            <LevelSelect />
          </Form.Item>
          <ReasonItem />
        </>
      </ActionDialog>
    </Authorized>
  );
};
