import { useState } from 'react';
import { App, Button, Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { endpoints, type Resource as Declared, resources } from '@retail/contract';
import { formatMoney } from '../../components/field-cells';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { callEndpoint } from '../../resources/resource-call';
import { orderMessages } from './order.i18n';
import { saveFile } from '../../lib/save-file';

// The order's own dialogs beyond the registry's (docs/orders.md): the price adjustment of an
// unpaid order in yuan (± with its reason, what is left to pay shown as it is typed), the
// hand-over of a pick-up order by the code its shopper shows or by its row, the address change
// before shipment, and an invoice's PDF.

const order = resources.order as unknown as Declared;
const codes = order.actionCodes as Record<string, string>;

/** A refused step says why (400/404); the HTTP client showed other failures. */
const refusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404)
    ? error.message
    : null;

/** "Adjust price" on an unpaid order not adjusted yet. */
export const AdjustPriceButton = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [yuan, setYuan] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  if (row.status !== 0 || Number(row.adjustPrice ?? 0) !== 0) return null;
  const id = String(row.id);
  const cents = yuan === null ? 0 : Math.round(yuan * 100);
  const payPrice = Number(row.payPrice);
  const run = async () => {
    setBusy(true);
    try {
      await callEndpoint(endpoints.orderDetail.adjustPrice, {
        body: { id: row.id, adjustPrice: cents, reason: reason.trim() },
        quiet: true,
      });
      void message.success(t('adjusted'));
      setOpen(false);
      reload();
    } catch (error) {
      const text = refusal(error);
      if (text) void message.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized code={codes.cancel ?? ''}>
      <Button
        type="link"
        size="small"
        data-testid={`order-adjust-${id}`}
        onClick={() => setOpen(true)}
      >
        {t('adjust')}
      </Button>
      {open && (
        <Modal
          open
          title={t('adjustOf', { no: String(row.orderNo ?? id) })}
          onCancel={() => setOpen(false)}
          onOk={() => void run()}
          okButtonProps={{
            loading: busy,
            disabled: cents === 0 || !reason.trim(),
            'data-testid': 'order-adjust-ok',
          }}
        >
          <Flex vertical gap={8}>
            <Typography.Text>{t('adjustHint')}</Typography.Text>
            <InputNumber<number>
              data-testid="order-adjust-amount"
              aria-label={t('adjustAmount')}
              style={{ width: '100%' }}
              precision={2}
              step={0.01}
              value={yuan}
              onChange={setYuan}
            />
            <Input.TextArea
              data-testid="order-adjust-reason"
              aria-label={t('adjustReason')}
              placeholder={t('adjustReason')}
              maxLength={255}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Typography.Text data-testid="order-adjust-after">
              {t('adjustAfter', { price: formatMoney(payPrice + cents, locale) })}
            </Typography.Text>
          </Flex>
        </Modal>
      )}
    </Authorized>
  );
};

/** "Verify pick-up code" in the order list's toolbar (the Ship authority: fulfilment). */
export const PickUpByCodeButton = ({ reload }: { reload: () => void }) => {
  const t = useMessages(orderMessages);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const run = async () => {
    setBusy(true);
    try {
      const done = (await callEndpoint(endpoints.orderDetail.pickUpByCode, {
        body: { verifyCode: code.trim() },
        quiet: true,
      })) as { orderNo: string };
      void message.success(t('pickedUp', { no: done.orderNo }));
      setOpen(false);
      setCode('');
      reload();
    } catch (error) {
      // Not found among the orders the caller can see: the server's 404.
      const text =
        error instanceof ApiError && error.status === 404 ? t('codeWrong') : refusal(error);
      if (text) void message.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized code={codes.ship ?? ''}>
      <Button data-testid="order-pick-up-code" onClick={() => setOpen(true)}>
        {t('pickUpByCode')}
      </Button>
      {open && (
        <Modal
          open
          title={t('pickUpByCode')}
          onCancel={() => setOpen(false)}
          onOk={() => void run()}
          okButtonProps={{
            loading: busy,
            disabled: !/^\d{8}$/.test(code.trim()),
            'data-testid': 'order-pick-up-ok',
          }}
        >
          <Flex vertical gap={8}>
            <Typography.Text>{t('pickUpHint')}</Typography.Text>
            <Input
              data-testid="order-pick-up-input"
              aria-label={t('pickUpCode')}
              inputMode="numeric"
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={() => void run()}
            />
          </Flex>
        </Modal>
      )}
    </Authorized>
  );
};

/** The PDF of an issued (or voided) invoice. */
export const InvoicePdfButton = ({
  row,
}: {
  row: { id: number; status: number; invoiceNo: string | null };
}) => {
  const t = useMessages(orderMessages);
  if (row.status !== 20 && row.status !== 40) return null;
  return (
    <Button
      type="link"
      size="small"
      data-testid={`invoice-pdf-${String(row.id)}`}
      onClick={() =>
        void call(endpoints.orderDetail.invoicePdf, { query: { id: row.id } }).then((blob) =>
          saveFile(blob as Blob, `invoice-${row.invoiceNo ?? row.id}.pdf`),
        )
      }
    >
      {t('invoicePdf')}
    </Button>
  );
};

/** "Verify pick-up" on a paid pick-up order's row: handed over at the store, completed. */
export const VerifyPickUpButton = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(orderMessages);
  const { message, modal } = App.useApp();
  if (row.status !== 10 || row.deliveryType !== 2) return null;
  const id = String(row.id);
  const run = async () => {
    try {
      await callEndpoint(endpoints.orderDetail.verifyPickUp, { body: { id: row.id }, quiet: true });
      void message.success(t('pickedUp', { no: String(row.orderNo ?? id) }));
      reload();
    } catch (error) {
      const text = refusal(error);
      if (text) void message.error(text);
    }
  };
  return (
    <Authorized code={codes.ship ?? ''}>
      <Button
        type="link"
        size="small"
        data-testid={`order-verify-pick-up-${id}`}
        onClick={() =>
          void modal.confirm({
            title: t('verifyPickUp'),
            content: t('verifyPickUpOf', { no: String(row.orderNo ?? id) }),
            okButtonProps: { 'data-testid': 'order-verify-pick-up-ok' } as never,
            onOk: run,
          })
        }
      >
        {t('verifyPickUp')}
      </Button>
    </Authorized>
  );
};

const ADDRESS_FIELDS = [
  ['receiverName', 64],
  ['receiverMobile', 20],
  ['receiverArea', 100],
  ['receiverDetailAddress', 255],
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number][0];

/** "Change address" on an express order not yet shipped. */
export const ChangeAddressButton = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const [values, setValues] = useState<Record<AddressField, string> | null>(null);
  const [busy, setBusy] = useState(false);
  if ((row.status !== 0 && row.status !== 10) || row.deliveryType === 2) return null;
  const id = String(row.id);
  const labels = order.labels[locale].fields as Record<string, string>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const run = async () => {
    if (!values) return;
    setBusy(true);
    try {
      await callEndpoint(endpoints.orderDetail.changeAddress, {
        body: {
          id: row.id,
          receiverName: values.receiverName.trim(),
          receiverMobile: values.receiverMobile.trim(),
          receiverArea: values.receiverArea.trim() || null,
          receiverDetailAddress: values.receiverDetailAddress.trim(),
        },
        quiet: true,
      });
      void message.success(t('addressChanged'));
      setValues(null);
      reload();
    } catch (error) {
      const problem = refusal(error);
      if (problem) void message.error(problem);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized code={codes.ship ?? ''}>
      <Button
        type="link"
        size="small"
        data-testid={`order-address-${id}`}
        onClick={() =>
          setValues({
            receiverName: text(row.receiverName),
            receiverMobile: text(row.receiverMobile),
            receiverArea: text(row.receiverArea),
            receiverDetailAddress: text(row.receiverDetailAddress),
          })
        }
      >
        {t('changeAddress')}
      </Button>
      {values && (
        <Modal
          open
          title={t('changeAddress')}
          onCancel={() => setValues(null)}
          onOk={() => void run()}
          okButtonProps={{
            loading: busy,
            disabled: !values.receiverName.trim() || !values.receiverDetailAddress.trim(),
            'data-testid': 'order-address-ok',
          }}
        >
          <Flex vertical gap={8}>
            {ADDRESS_FIELDS.map(([name, max]) => (
              <label key={name}>
                {labels[name] ?? name}
                <Input
                  data-testid={`order-address-${name}`}
                  maxLength={max}
                  value={values[name]}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
              </label>
            ))}
          </Flex>
        </Modal>
      )}
    </Authorized>
  );
};
