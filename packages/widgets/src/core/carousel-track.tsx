import type { CSSProperties } from 'react';
import { useWidgetText } from '../i18n/use-widget-text';
import type { LinkDescriptor } from './link';
import { WidgetLink } from './widget-link';

export type CarouselSlide = { image: string; link?: LinkDescriptor };

type CarouselTrackProps = {
  slides: readonly CarouselSlide[];
  index: number;
  onSelect: (index: number) => void;
  /** Slide transition in ms. */
  duration?: number;
  height?: number | string;
};

const dotStyle = (active: boolean): CSSProperties => ({
  width: active ? 14 : 6,
  height: 6,
  padding: 0,
  border: 0,
  borderRadius: 3,
  background: active ? 'var(--widget-theme, #fff)' : 'rgba(255,255,255,0.7)',
  cursor: 'pointer',
  transition: 'width 200ms',
});

/**
 * The sliding strip of images with its dots, shared by the slider, the banner and any later
 * carousel. Index and timing live in useCarousel; clicking a slide or a dot selects it.
 */
export const CarouselTrack = ({
  slides,
  index,
  onSelect,
  duration = 300,
  height = '100%',
}: CarouselTrackProps) => {
  const t = useWidgetText();
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('common.carousel')}
      style={{ position: 'relative', overflow: 'hidden', height, width: '100%' }}
    >
      <div
        style={{
          display: 'flex',
          height: '100%',
          transform: `translateX(-${index * 100}%)`,
          transition: `transform ${duration}ms ease`,
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index}
            style={{ flex: '0 0 100%', height: '100%' }}
            onClick={() => onSelect(i)}
          >
            <WidgetLink link={slide.link} style={{ display: 'block', height: '100%' }}>
              <img
                src={slide.image}
                alt={t('common.slide', { index: i + 1 })}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </WidgetLink>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div
          style={{
            position: 'absolute',
            bottom: 8,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            gap: 4,
          }}
        >
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('common.slide', { index: i + 1 })}
              aria-current={i === index}
              style={dotStyle(i === index)}
              onClick={() => onSelect(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
};
