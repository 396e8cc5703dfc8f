import type { CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useCarousel } from '../../core/hooks';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { NOTICE_BOARD, NOTICE_ROTATION_MS, noticeBoardDefaults } from './notice-board.defaults';
import type { NoticeBoardProps } from './notice-board.schema';

// Keyframes once per document (React 19 hoists and de-duplicates a <style> with href + precedence).
// A reader who asks for reduced motion gets the notice still, whole and fully opaque (the rule
// beats the inline motion with !important): no sliding text, no half-faded one.
const KEYFRAMES = `@keyframes retail-notice-marquee{from{transform:translateX(0)}to{transform:translateX(-100%)}}
@keyframes retail-notice-rise{from{transform:translateY(100%);opacity:0}to{transform:translateY(0);opacity:1}}
@media (prefers-reduced-motion:reduce){[data-notice-index]{animation:none!important;padding-left:0!important;display:block!important;overflow:hidden;text-overflow:ellipsis}}`;

// Rough travel time of a marquee: text width (about one em per character) plus the row, at `speed` px/s.
const marqueeSeconds = (text: string, speed: number) =>
  Math.max(3, (text.length * 14 + 375) / speed);

const textMotion = (
  scrollable: boolean,
  direction: NoticeBoardProps['params']['scrollDirection'],
  text: string,
  speed: number,
): CSSProperties => {
  if (!scrollable) return { overflow: 'hidden', textOverflow: 'ellipsis' };
  if (direction === 'vertical') return { animation: 'retail-notice-rise 400ms ease-out' };
  return {
    display: 'inline-block',
    paddingLeft: '100%',
    animation: `retail-notice-marquee ${marqueeSeconds(text, speed)}s linear infinite`,
  };
};

export const NoticeBoardView = ({ style, params, data }: WidgetViewProps<NoticeBoardProps>) => {
  const t = useWidgetText();
  const { index } = useCarousel(data.items.length, NOTICE_ROTATION_MS);
  const item = data.items[index];
  if (!item) return null;
  return (
    <WidgetBlock
      itemStyle={style}
      role="marquee"
      aria-label={t('noticeBoard.label')}
      css={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, color: '#333' }}
    >
      <style href="retail-widgets-notice" precedence="retail-widgets">
        {KEYFRAMES}
      </style>
      {params.showIcon &&
        (item.image ? (
          <img
            src={item.image}
            alt=""
            width={20}
            height={20}
            style={{ flex: 'none', objectFit: 'contain' }}
          />
        ) : (
          <span style={{ flex: 'none', display: 'inline-flex' }}>
            <Icon name="notice" color={style.theme} />
          </span>
        ))}
      <div style={{ width: `${params.contentWidth}%`, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        {/* keyed by index so each notice starts its own motion */}
        <div
          key={index}
          data-notice-index={index}
          style={textMotion(
            params.scrollable,
            params.scrollDirection,
            item.text,
            params.scrollSpeed,
          )}
        >
          {item.text}
        </div>
      </div>
    </WidgetBlock>
  );
};

export const noticeBoardView = defineWidgetView({
  type: NOTICE_BOARD,
  view: NoticeBoardView,
  defaults: noticeBoardDefaults,
});
