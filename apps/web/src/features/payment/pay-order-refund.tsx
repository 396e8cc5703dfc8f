import { useState } from 'react';
import { App, Form, Input } from 'antd';
import { PAY_ORDER_STATE, resources } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { RowButton } from '../../components/list/row-cells';
import { formatMoney, MoneyInput } from '../../components/field-cells';
import { useLocale } from '../../lib/i18n';
import { textOf, useMessages } from '../../lib/i18n/feature-messages';
import { ApiError } from '../../lib/http';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { callEndpoint } from '../../resources/resource-call';
import { resourceMessages } from '../../resources/resources.i18n';

// The pay order list's Refund (domains.md, payments: "action Refund (amount ≤ amount −
// refundAmount, reason)"): on a paid order with something left to refund, a dialog asks the
// amount (what is left by default, never more) and the reason; the server refunds through the
// order's app as the signed-in user. The refund number is made when the dialog opens, so the
// same dialog sent twice refunds once.

const declared = resources.payOrder;

/** What is left to refund of an order: paid, less what refunds took or hold and divisions hold. */
export const refundableOf = (row: Record<string, unknown>): number =>
  row.state === PAY_ORDER_STATE.success
    ? Number(row.amount ?? 0) - Number(row.refundAmount ?? 0) - Number(row.divisionAmount ?? 0)
    : 0;

const newRefundNo = () =>
  `CONSOLE-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

type Values = { refundAmount: number; reason: string };

const RefundDialog = ({
  row,
  left,
  onClose,
  onDone,
}: {
  row: ResourceActionsProps['row'];
  left: number;
  onClose: () => void;
  onDone: () => void;
}) => {
  const t = useMessages(resourceMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const labels = declared.labels[locale];
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [mchRefundNo] = useState(newRefundNo);
  const amountLabel = labels.inputs?.refundAmount ?? 'refundAmount';
  const reasonLabel = labels.inputs?.reason ?? 'reason';
  const run = async (values: Values) => {
    setBusy(true);
    try {
      await callEndpoint(declared.endpoints.refund, {
        body: { id: row.id, mchRefundNo, ...values },
      });
      void message.success(textOf(resourceMessages)('saved'));
      onDone();
    } catch (error) {
      // A refused refund says why (too much, not paid, the channel's refusal).
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditDialog
      open
      title={`${labels.actions?.refund ?? 'refund'} ${String(row.payOrderId ?? '')}`}
      dirty={false}
      submitting={busy}
      onClose={onClose}
      onSubmit={() => void form.validateFields().then(run, () => undefined)}
      testId="action-dialog-refund"
    >
      <Form form={form} layout="vertical" initialValues={{ refundAmount: left }}>
        <Form.Item
          name="refundAmount"
          label={amountLabel}
          extra={`≤ ${formatMoney(left, locale)}`}
          rules={[{ required: true, message: t('required', { label: amountLabel }) }]}
        >
          <MoneyInput
            row={row}
            testId="field-refundAmount"
            label={amountLabel}
            min={1}
            max={left}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: t('required', { label: reasonLabel }) },
          ]}
        >
          <Input.TextArea
            data-testid="field-reason"
            aria-label={reasonLabel}
            maxLength={255}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </EditDialog>
  );
};

/** The Refund button of a pay order row (paid, something left), for those who may refund. */
export const PayOrderRefundButton = ({ row, reload }: ResourceActionsProps) => {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const left = refundableOf(row);
  if (left <= 0) return null;
  return (
    <Authorized code={declared.actionCodes.refund}>
      <RowButton data-testid={`action-refund-${String(row.id)}`} onClick={() => setOpen(true)}>
        {declared.labels[locale].actions?.refund ?? 'refund'}
      </RowButton>
      {open && (
        <RefundDialog
          row={row}
          left={left}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
    </Authorized>
  );
};
