import { useState } from 'react';
import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { CLASS_TAG_STRIP, classTagStripDefaults } from './class-tag-strip.defaults';
import type { ClassTagStripProps } from './class-tag-strip.schema';

/**
 * The first page (firstPageName) followed by the class tags, one of them active. Tapping a tag
 * marks it; its link (class id) is declared without behaviour (§2), so nothing navigates.
 */
export const ClassTagStripView = ({ style, params, data }: WidgetViewProps<ClassTagStripProps>) => {
  const t = useWidgetText();
  const [active, setActive] = useState(0);
  const tags = [params.firstPageName, ...data.items.map((item) => item.className)];
  return (
    <WidgetBlock itemStyle={style}>
      <div
        role="tablist"
        aria-label={t('classTagStrip.label')}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          height: '100%',
          overflowX: 'auto',
          scrollbarWidth: 'none',
        }}
      >
        {tags.map((name, index) => {
          const selected = index === active;
          return (
            <button
              key={index}
              type="button"
              role="tab"
              aria-selected={selected}
              data-class-id={index === 0 ? undefined : data.items[index - 1]?.id}
              onClick={() => setActive(index)}
              style={{
                flex: 'none',
                padding: '6px 0',
                border: 0,
                borderBottom: `2px solid ${selected ? 'var(--widget-theme)' : 'transparent'}`,
                background: 'none',
                fontSize: selected ? 15 : 14,
                fontWeight: selected ? 600 : 400,
                color: selected ? 'var(--widget-theme)' : '#333',
                whiteSpace: 'nowrap',
              }}
            >
              {name}
            </button>
          );
        })}
      </div>
    </WidgetBlock>
  );
};

export const classTagStripView = defineWidgetView({
  type: CLASS_TAG_STRIP,
  view: ClassTagStripView,
  defaults: classTagStripDefaults,
});
