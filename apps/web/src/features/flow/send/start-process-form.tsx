import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FlowInstance } from '@retail/contract';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { FlowFormFields } from '../form/flow-form-fields';
import { variablesOf } from '../form/flow-form-model';
import { flowMessages } from '../flow.i18n';

type Values = Record<string, string | number | null> & {
  businessKey?: string;
  comment?: string;
};

type Props = {
  /** A process to start with (its key), e.g. from `?key=`. */
  initialKey?: string | null;
  onStarted: (instance: FlowInstance) => void;
  onCancel?: () => void;
};

/**
 * Sending: pick an active process (the latest version of each key the caller may start), fill
 * its bound form (one input per field of its content), a business key and a comment, submit.
 */
export const StartProcessForm = ({ initialKey = null, onStarted, onCancel }: Props) => {
  const t = useMessages(flowMessages);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState<string | null>(initialKey);
  const [busy, setBusy] = useState(false);
  const startable = useQuery({
    queryKey: ['flow-startable'],
    queryFn: () => call(endpoints.flowProcess.startable, { body: {} }),
  });
  const chosen = startable.data?.find((definition) => definition.key === key) ?? null;
  const fields = chosen?.formContent ?? [];
  const start = async ({ businessKey, comment, ...values }: Values) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const instance = await call(endpoints.flowProcess.start, {
        body: {
          definitionKey: chosen.key,
          businessKey: businessKey?.trim() || null,
          comment: comment?.trim() || null,
          variables: variablesOf(fields, values),
        },
      });
      void message.success(t('myProcess.started', { name: chosen.name }));
      void client.invalidateQueries({ queryKey: ['flow-list'] });
      onStarted(instance);
    } finally {
      setBusy(false);
    }
  };
  if (startable.isPending) return <Spin />;
  if ((startable.data ?? []).length === 0)
    return <Empty description={t('myProcess.noStartable')} />;
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void start(values)}>
      <Form.Item label={t('myProcess.definition')} htmlFor="flow-start-definition" required>
        <Select
          id="flow-start-definition"
          data-testid="flow-start-definition"
          placeholder={t('myProcess.chooseDefinition')}
          showSearch={{ optionFilterProp: 'label' }}
          value={key ?? undefined}
          onChange={(next: string) => {
            form.resetFields();
            setKey(next);
          }}
          options={(startable.data ?? []).map((definition) => ({
            value: definition.key,
            label: `${definition.name} (v${String(definition.version)})`,
          }))}
        />
      </Form.Item>
      {chosen && (
        <>
          {chosen.formName && (
            <Typography.Title level={5} data-testid="flow-start-form-name">
              {chosen.formName}
            </Typography.Title>
          )}
          {fields.length > 0 ? (
            <FlowFormFields fields={fields} testId="flow-start-field" />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('myProcess.noForm')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            name="businessKey"
            label={t('myProcess.businessKey')}
            extra={t('myProcess.businessKeyHelp')}
          >
            <Input data-testid="flow-start-business-key" maxLength={64} />
          </Form.Item>
          <Form.Item name="comment" label={t('myProcess.comment')}>
            <Input.TextArea data-testid="flow-start-comment" rows={2} maxLength={500} />
          </Form.Item>
        </>
      )}
      <Flex gap={8} justify="flex-end">
        {onCancel && (
          <Button data-testid="flow-start-cancel" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button
          type="primary"
          htmlType="submit"
          disabled={!chosen}
          loading={busy}
          data-testid="flow-start-submit"
        >
          {t('submit')}
        </Button>
      </Flex>
    </Form>
  );
};
