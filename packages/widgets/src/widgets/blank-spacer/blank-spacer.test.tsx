// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { blankSpacerView } from './blank-spacer.view';

const blockOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-widget] > div')!;

describe('blank spacer', () => {
  it('takes its height and background from the common style', () => {
    const { container, rerender } = renderWidgetForTest(blankSpacerView);
    expect(blockOf(container).style.height).toBe('30px');
    expect(blockOf(container).getAttribute('aria-hidden')).toBe('true');
    rerender({ style: { height: 60, background: '#ff0000' } });
    expect(blockOf(container).style.height).toBe('60px');
    expect(blockOf(container).style.backgroundColor).toMatch(/#ff0000|rgb\(255, 0, 0\)/);
  });
});
