import { memo, useMemo, useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { Locale } from '@retail/contract';
import { editorLabel, WIDGET_EDITORS, type WidgetGroup } from '@retail/widgets/editor';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';

/** Palette order of the groups (as the widget gallery). */
const GROUPS: readonly WidgetGroup[] = ['basic', 'marketing', 'goods', 'user', 'navigation'];

/** The drag payload of a palette entry. */
export const PALETTE_MIME = 'application/x-retail-widget';

export type PaletteEntry = { type: string; label: string };

/**
 * Widgets by group, their names in the console's language; a search matches any of the three
 * languages and the type, so an operator can find "banner" while working in Chinese.
 */
export const paletteGroups = (locale: Locale, search: string) => {
  const needle = search.trim().toLowerCase();
  return GROUPS.map((group) => ({
    group,
    label: editorLabel(locale, `group.${group}`),
    widgets: WIDGET_EDITORS.filter((w) => w.group === group)
      .filter(
        (w) =>
          needle === '' ||
          w.type.includes(needle) ||
          (['zh', 'en', 'es'] as const).some((l) =>
            editorLabel(l, w.label).toLowerCase().includes(needle),
          ),
      )
      .map((w): PaletteEntry => ({ type: w.type, label: editorLabel(locale, w.label) })),
  })).filter((entry) => entry.widgets.length > 0);
};

type Props = { locale: Locale; onInsert: (type: string) => void };

/**
 * The left pane: widgets grouped, searchable; click (or Enter) adds, drag drops on the phone.
 * Drawn again only when its language or search changes, not on every edit of the page.
 */
export const EditorPalette = memo(({ locale, onInsert }: Props) => {
  const t = useMessages(editorMessages);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => paletteGroups(locale, search), [locale, search]);
  return (
    <nav aria-label={t('palette.title')} style={{ width: 220, flex: 'none' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('palette.title')}
      </Typography.Title>
      <Input.Search
        allowClear
        aria-label={t('palette.search')}
        placeholder={t('palette.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="palette-search"
      />
      <div style={{ maxHeight: 640, overflowY: 'auto', marginTop: 8 }} data-testid="palette">
        {groups.length === 0 && (
          <Typography.Text type="secondary">{t('palette.empty')}</Typography.Text>
        )}
        {groups.map((group) => (
          <section key={group.group} aria-label={group.label}>
            <Typography.Text strong style={{ display: 'block', margin: '8px 0 4px' }}>
              {group.label}
            </Typography.Text>
            <Flex wrap gap={4}>
              {group.widgets.map((widget) => (
                <Button
                  key={widget.type}
                  size="small"
                  draggable
                  data-widget-type={widget.type}
                  aria-label={t('palette.insert', { name: widget.label })}
                  title={t('palette.insert', { name: widget.label })}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(PALETTE_MIME, widget.type);
                    e.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => onInsert(widget.type)}
                >
                  {widget.label}
                </Button>
              ))}
            </Flex>
          </section>
        ))}
      </div>
    </nav>
  );
});
EditorPalette.displayName = 'EditorPalette';
