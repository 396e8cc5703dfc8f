import { useId, useState } from 'react';
import type { ShopAddress } from './storefront-shop-api';
import { ErrorNote, problemOf, type Shop } from './storefront-shop-ui';

// A new delivery address, added inline at checkout (/address/save): the name, mobile, region and
// street; saved, it is the one chosen.

const MOBILE = /^\+?\d{6,15}$/;

/** A new delivery address, inline: saved, it is the one chosen. */
export const AddressForm = ({
  shop,
  first,
  onSaved,
  onCancel,
  onSaving,
}: {
  shop: Shop;
  first: boolean;
  onSaved: (address: ShopAddress) => void;
  onCancel: () => void;
  /** Told when a save starts and when it has answered (checkout waits for the address). */
  onSaving?: (saving: boolean) => void;
}) => {
  const id = useId();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [area, setArea] = useState('');
  const [detail, setDetail] = useState('');
  const [isDefault, setDefault] = useState(first);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const phone = mobile.replace(/[\s-]/g, '');
    if (name.trim() === '' || detail.trim() === '' || !MOBILE.test(phone)) {
      setProblem(shop.t('address.required'));
      return;
    }
    setBusy(true);
    onSaving?.(true);
    const answer = await shop.api.post<ShopAddress>('/api/shop/address/save', {
      name: name.trim(),
      mobile: phone,
      area: area.trim() === '' ? null : area.trim(),
      detailAddress: detail.trim(),
      defaultStatus: isDefault,
    });
    setBusy(false);
    onSaving?.(false);
    if (answer.ok) onSaved(answer.data);
    else setProblem(problemOf(shop, answer));
  };

  const field = (
    key: 'name' | 'mobile' | 'area' | 'detail',
    value: string,
    set: (value: string) => void,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      <label htmlFor={`${id}-${key}`}>{shop.t(`address.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        className="sf-shop-input"
        value={value}
        onChange={(event) => set(event.target.value)}
        {...extra}
      />
    </>
  );

  return (
    <form
      className="sf-shop-form sf-shop-card"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{shop.t('confirm.addAddress')}</h3>
      {field('name', name, setName, { autoComplete: 'name', maxLength: 64, required: true })}
      {field('mobile', mobile, setMobile, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 20,
        required: true,
      })}
      {field('area', area, setArea, { autoComplete: 'address-level1', maxLength: 100 })}
      {field('detail', detail, setDetail, {
        autoComplete: 'street-address',
        maxLength: 255,
        required: true,
      })}
      <label className="sf-shop-check">
        <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
        {shop.t('address.default')}
      </label>
      <ErrorNote message={problem} />
      <div className="sf-shop-row">
        <button type="submit" className="sf-button" disabled={busy}>
          {shop.t('address.save')}
        </button>
        <button type="button" className="sf-shop-secondary" onClick={onCancel}>
          {shop.t('address.cancel')}
        </button>
      </div>
    </form>
  );
};
