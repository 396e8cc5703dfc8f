import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@retail/contract';
import { LANGUAGE_NAMES, i18n, setLocale, useLocale } from '../lib/i18n';

const options = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** zh / en / es; the choice is remembered and the antd texts follow it. */
export const LanguageSwitch = () => {
  const locale = useLocale();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = async (next: Locale) => {
    await setLocale(next);
    void message.success(i18n.t('common.switchLanguageSuccess'));
  };
  return (
    <Segmented<Locale>
      data-testid="lang-switch"
      aria-label={t('common.language')}
      size="small"
      value={locale}
      options={options}
      onChange={(next) => void change(next)}
    />
  );
};
