import { useId, useState } from 'react';
import {
  DELIVERY_TYPE,
  INVOICE_STATUS,
  type ShopInvoice,
  type ShopOrder,
} from './storefront-shop-api';
import { ErrorNote, problemOf, type Shop } from './storefront-shop-ui';

// The shop's parts of pick-up orders, invoice PDFs and review pictures (docs/orders.md): the
// checkout's delivery choice, the pick-up card of a paid order (its code), an issued invoice's
// download, and the pictures a review takes (uploaded one by one, at most 9).

export const REVIEW_PICTURES_MAX = 9;

/** Express or pick-up at the store (only offered when the shop's settings enable it). */
export const DeliveryChooser = ({
  shop,
  value,
  onChange,
}: {
  shop: Shop;
  value: number;
  onChange: (value: 1 | 2) => void;
}) => {
  const id = useId();
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-delivery`}>
      <h2 id={`${id}-delivery`}>{shop.t('delivery.title')}</h2>
      <fieldset className="sf-shop-addresses" data-testid="shop-delivery">
        <legend className="sf-visually-hidden">{shop.t('delivery.title')}</legend>
        {([DELIVERY_TYPE.express, DELIVERY_TYPE.pickUp] as const).map((type) => (
          <label key={type} className="sf-shop-address">
            <input
              type="radio"
              name={`${id}-delivery-choice`}
              data-testid={`shop-delivery-${type}`}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>
              {shop.t(type === DELIVERY_TYPE.pickUp ? 'delivery.pickUp' : 'delivery.express')}
            </span>
          </label>
        ))}
      </fieldset>
      {value === DELIVERY_TYPE.pickUp && (
        <p className="sf-shop-note">{shop.t('delivery.pickUpNote')}</p>
      )}
    </section>
  );
};

/** A pick-up order's store and, once paid, the code to show there. */
export const PickUpCard = ({ shop, order }: { shop: Shop; order: ShopOrder }) => {
  if (order.deliveryType !== DELIVERY_TYPE.pickUp) return null;
  return (
    <section className="sf-shop-section" data-testid="shop-pick-up">
      <h2>{shop.t('pickUp.title')}</h2>
      <p>{shop.t('pickUp.store', { store: order.pickUpStoreName ?? '' })}</p>
      {order.pickUpVerifyCode && (
        <p>
          {shop.t('pickUp.code')}:{' '}
          <strong className="sf-shop-code" data-testid="shop-pick-up-code">
            {order.pickUpVerifyCode}
          </strong>
          <br />
          <span className="sf-shop-note">{shop.t('pickUp.codeNote')}</span>
        </p>
      )}
    </section>
  );
};

/** An issued invoice's PDF (downloaded with the shopper's token), or why a voided one is not. */
export const InvoicePdf = ({ shop, invoice }: { shop: Shop; invoice: ShopInvoice }) => {
  const [problem, setProblem] = useState<string | null>(null);
  if (invoice.status === INVOICE_STATUS.voided)
    return (
      <span className="sf-shop-note">
        {shop.t('invoice.voided', { reason: invoice.voidReason ?? '' })}
      </span>
    );
  if (invoice.status !== INVOICE_STATUS.issued) return null;
  const download = async () => {
    setProblem(null);
    const blob = await shop.api.download(`/api/shop/order/invoice/pdf?id=${invoice.id}`);
    if (!blob) {
      setProblem(shop.t('failed'));
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${invoice.invoiceNo ?? invoice.id}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <>
      <button
        type="button"
        className="sf-shop-secondary"
        data-testid={`shop-invoice-pdf-${invoice.id}`}
        onClick={() => void download()}
      >
        {shop.t('invoice.pdf')}
      </button>
      <ErrorNote message={problem} />
    </>
  );
};

/** A review's pictures: each uploaded when chosen, shown small, removable before sending. */
export const ReviewPictures = ({
  shop,
  urls,
  onChange,
}: {
  shop: Shop;
  urls: string[];
  onChange: (urls: string[]) => void;
}) => {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = async (files: FileList | null) => {
    if (!files) return;
    setProblem(null);
    setBusy(true);
    let next = urls;
    for (const file of [...files].slice(0, REVIEW_PICTURES_MAX - urls.length)) {
      const answer = await shop.api.upload<{ url: string }>(
        '/api/shop/review/picture',
        file,
        file.name,
      );
      if (!answer.ok) {
        setProblem(problemOf(shop, answer));
        break;
      }
      next = [...next, answer.data.url];
      onChange(next);
    }
    setBusy(false);
  };
  return (
    <div className="sf-shop-pictures" data-testid="shop-review-pictures">
      <span>{shop.t('review.pictures', { max: REVIEW_PICTURES_MAX })}</span>
      <ul className="sf-shop-picture-list">
        {urls.map((url) => (
          <li key={url}>
            <img src={url} alt="" width={64} height={64} />
            <button
              type="button"
              className="sf-shop-secondary"
              aria-label={shop.t('review.removePicture')}
              onClick={() => onChange(urls.filter((other) => other !== url))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {urls.length < REVIEW_PICTURES_MAX && (
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          disabled={busy}
          data-testid="shop-review-picture-input"
          aria-label={shop.t('review.pictures', { max: REVIEW_PICTURES_MAX })}
          onChange={(event) => void add(event.target.files)}
        />
      )}
      {busy && <span className="sf-shop-note">{shop.t('review.uploading')}</span>}
      <ErrorNote message={problem} />
    </div>
  );
};
