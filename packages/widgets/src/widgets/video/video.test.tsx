// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { videoView } from './video.view';

const videoOf = (container: HTMLElement) => container.querySelector('video')!;

describe('video', () => {
  it('plays videoUrl over its poster, labelled in the host language', () => {
    const { container } = renderWidgetForTest(
      videoView,
      { data: { videoUrl: '/media/a.mp4', poster: '/media/a.png' } },
      { locale: 'es' },
    );
    const video = videoOf(container);
    expect(video.getAttribute('src')).toBe('/media/a.mp4');
    expect(video.getAttribute('poster')).toBe('/media/a.png');
    expect(video.getAttribute('aria-label')).toBe('Vídeo');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('autoplays (muted) only when autoplay is 1', () => {
    const { container, rerender } = renderWidgetForTest(videoView, {
      params: { autoplay: 1 },
      data: { videoUrl: '/a.mp4' },
    });
    expect(videoOf(container).autoplay).toBe(true);
    expect(videoOf(container).muted).toBe(true);
    rerender({ params: { autoplay: 0 }, data: { videoUrl: '/a.mp4' } });
    expect(videoOf(container).autoplay).toBe(false);
  });

  it('shows the poster alone by default (no sample file that may not exist)', () => {
    const { container } = renderWidgetForTest(videoView);
    expect(videoOf(container).hasAttribute('src')).toBe(false);
    expect(videoOf(container).getAttribute('poster')).toMatch(/^data:image\/svg\+xml,/);
    expect(videoOf(container).autoplay).toBe(false);
  });

  it('renders nothing with neither video nor poster', () => {
    const { container } = renderWidgetForTest(videoView, { data: { videoUrl: '', poster: '' } });
    expect(container.querySelector('video')).toBeNull();
  });
});
