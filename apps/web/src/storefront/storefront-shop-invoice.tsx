import { useId, useState } from 'react';
import {
  INVOICE_STATUS,
  INVOICE_TITLE_TYPE,
  newRequestKey,
  ORDER_STATUS,
  type ShopInvoice,
  type ShopOrder,
} from './storefront-shop-api';
import { ErrorNote, Money, problemOf, type Shop } from './storefront-shop-ui';
import { InvoicePdf } from './storefront-shop-order-extras';
import { isShopTextKey } from './storefront-shop.i18n';

// An order's invoices on its page (docs/orders.md, Invoices): those asked for with their state
// (the invoice number once issued, the reason when rejected), and, on a paid, shipped or
// completed order with nothing waiting and something left to invoice, a form to ask for one:
// made out to a person or a company (with its tax number), the email, the amount (at most what
// was paid less refunds and invoices issued). The server checks it all again.

const INVOICED_STATES = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** What may still be invoiced: paid − refunded − Σ issued (cents). */
export const invoiceable = (order: ShopOrder): number =>
  order.payPrice -
  order.refundPrice -
  order.invoices
    .filter((invoice) => invoice.status === INVOICE_STATUS.issued)
    .reduce((sum, invoice) => sum + invoice.amount, 0);

const statusText = (shop: Shop, status: number) => {
  const key = `invoice.status.${status}`;
  return isShopTextKey(key) ? shop.t(key) : String(status);
};

const InvoiceLine = ({ shop, invoice }: { shop: Shop; invoice: ShopInvoice }) => (
  <li data-testid={`shop-invoice-${invoice.id}`}>
    <p>
      <strong>{statusText(shop, invoice.status)}</strong> · {invoice.title} ·{' '}
      <Money cents={invoice.amount} />
    </p>
    {invoice.invoiceNo && (
      <p className="sf-shop-note">
        {shop.t('invoice.no')}: {invoice.invoiceNo}
      </p>
    )}
    {invoice.rejectReason && (
      <p className="sf-shop-note">
        {shop.t('invoice.reason')}: {invoice.rejectReason}
      </p>
    )}
    <InvoicePdf shop={shop} invoice={invoice} />
  </li>
);

const InvoiceForm = ({
  shop,
  order,
  max,
  onAsked,
}: {
  shop: Shop;
  order: ShopOrder;
  max: number;
  onAsked: () => void;
}) => {
  const id = useId();
  const [titleType, setTitleType] = useState<number>(INVOICE_TITLE_TYPE.personal);
  const [title, setTitle] = useState(order.receiverName ?? '');
  const [taxNo, setTaxNo] = useState('');
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState((max / 100).toFixed(2));
  const [requestKey] = useState(newRequestKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const company = titleType === INVOICE_TITLE_TYPE.company;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const cents = Math.round(Number(amount) * 100);
    const refusal =
      title.trim() === '' || email.trim() === ''
        ? shop.t('invoice.needName')
        : company && taxNo.trim() === ''
          ? shop.t('invoice.needTaxNo')
          : !/^\d+(\.\d{1,2})?$/.test(amount.trim()) || cents < 1 || cents > max
            ? shop.t('invoice.badAmount')
            : null;
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<ShopInvoice>('/api/shop/order/invoice', {
      orderId: order.id,
      titleType,
      title: title.trim(),
      taxNo: company ? taxNo.trim() : null,
      email: email.trim(),
      amount: cents,
      requestKey,
    });
    setBusy(false);
    if (answer.ok) onAsked();
    else setProblem(problemOf(shop, answer));
  };

  return (
    <form className="sf-shop-form" onSubmit={submit} noValidate data-testid="shop-invoice-form">
      <fieldset>
        <legend>{shop.t('invoice.titleType')}</legend>
        {[INVOICE_TITLE_TYPE.personal, INVOICE_TITLE_TYPE.company].map((option) => (
          <label key={option} className="sf-shop-check">
            <input
              type="radio"
              name={`${id}-type`}
              checked={titleType === option}
              onChange={() => setTitleType(option)}
            />
            {shop.t(option === INVOICE_TITLE_TYPE.company ? 'invoice.type.2' : 'invoice.type.1')}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-title`}>{shop.t('invoice.name')}</label>
      <input
        id={`${id}-title`}
        className="sf-shop-input"
        maxLength={100}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      {company && (
        <>
          <label htmlFor={`${id}-tax`}>{shop.t('invoice.taxNo')}</label>
          <input
            id={`${id}-tax`}
            className="sf-shop-input"
            maxLength={32}
            value={taxNo}
            onChange={(event) => setTaxNo(event.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-email`}>{shop.t('invoice.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        className="sf-shop-input"
        maxLength={100}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-amount`}>{shop.t('invoice.amount')}</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        className="sf-shop-input"
        aria-describedby={`${id}-max`}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <p id={`${id}-max`} className="sf-shop-note">
        {shop.t('invoice.upTo', { amount: (max / 100).toFixed(2) })}
      </p>
      <ErrorNote message={problem} />
      <button type="submit" className="sf-button sf-shop-wide" disabled={busy}>
        {shop.t('invoice.submit')}
      </button>
    </form>
  );
};

/** The order's invoices, and the request form when one may be asked for. */
export const OrderInvoices = ({
  shop,
  order,
  onChanged,
}: {
  shop: Shop;
  order: ShopOrder;
  onChanged: () => void;
}) => {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const max = invoiceable(order);
  const canAsk =
    INVOICED_STATES.includes(order.status) &&
    max > 0 &&
    !order.invoices.some((invoice) => invoice.status === INVOICE_STATUS.requested);
  if (order.invoices.length === 0 && !canAsk) return null;
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-invoices`}>
      <h2 id={`${id}-invoices`}>{shop.t('invoice.title')}</h2>
      {order.invoices.length > 0 && (
        <ul className="sf-shop-after-sales">
          {order.invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} shop={shop} invoice={invoice} />
          ))}
        </ul>
      )}
      {canAsk &&
        (asking ? (
          <InvoiceForm
            shop={shop}
            order={order}
            max={max}
            onAsked={() => {
              setAsking(false);
              onChanged();
            }}
          />
        ) : (
          <button type="button" className="sf-shop-secondary" onClick={() => setAsking(true)}>
            {shop.t('invoice.ask')}
          </button>
        ))}
    </section>
  );
};
