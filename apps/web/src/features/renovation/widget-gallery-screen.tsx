import { useMemo, useState } from 'react';
import { Card, Flex, Segmented, Space, Switch, Typography } from 'antd';
import { LOCALES, type Locale } from '@retail/contract';
import { editorLabel, localizedDefaults, WIDGET_EDITORS } from '@retail/widgets/editor';
import { WIDGET_VIEWS } from '@retail/widgets/render';
import { LANGUAGE_NAMES, useLocale } from '../../lib/i18n';
import { useMessages } from '../../lib/i18n/feature-messages';
import { PhonePreview } from './phone-preview';
import { renovationMessages } from './renovation.i18n';
import { galleryGroups } from './widget-gallery-model';

/**
 * /renovation/widgets/index: every registered storefront widget, grouped as in the builder's
 * palette, on a phone with its sample data. The widget language (at first the console's, and
 * the language of the sample content too) and the shopper's login state are switched here,
 * independently of the console's own language.
 */
export const WidgetGalleryScreen = () => {
  const t = useMessages(renovationMessages);
  const consoleLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(consoleLocale);
  const [loggedIn, setLoggedIn] = useState(true);
  const groups = useMemo(() => galleryGroups(WIDGET_VIEWS, WIDGET_EDITORS), []);
  // The sample content in the widget language, made once per language.
  const samples = useMemo(
    () =>
      new Map(
        WIDGET_EDITORS.map((editor) => [
          editor.type,
          localizedDefaults(editor.type, locale) ?? editor.defaults,
        ]),
      ),
    [locale],
  );
  const total = groups.reduce((sum, entry) => sum + entry.widgets.length, 0);
  return (
    <Flex vertical gap={16}>
      <Card title={t('gallery.title')} extra={t('gallery.count', { count: total })}>
        <Typography.Paragraph>{t('gallery.intro')}</Typography.Paragraph>
        <Flex wrap gap={24} align="center">
          <Space>
            <Typography.Text id="gallery-locale-label">{t('gallery.language')}</Typography.Text>
            <Segmented<Locale>
              aria-labelledby="gallery-locale-label"
              data-testid="gallery-locale"
              value={locale}
              onChange={setLocale}
              options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            />
          </Space>
          <Space>
            <Switch
              id="gallery-logged-in"
              data-testid="gallery-logged-in"
              checked={loggedIn}
              onChange={setLoggedIn}
            />
            <label htmlFor="gallery-logged-in">
              {loggedIn ? t('gallery.loggedIn') : t('gallery.loggedOut')}
            </label>
          </Space>
        </Flex>
      </Card>
      {groups.map(({ group, widgets }) => (
        <Card key={group} title={editorLabel(consoleLocale, `group.${group}`)} data-group={group}>
          <Flex wrap gap={24}>
            {widgets.map(({ type, editor }) => (
              <PhonePreview
                key={`${type}:${locale}:${String(loggedIn)}`}
                type={type}
                label={editorLabel(consoleLocale, editor.label)}
                defaults={samples.get(type) ?? editor.defaults}
                locale={locale}
                loggedIn={loggedIn}
              />
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
};
