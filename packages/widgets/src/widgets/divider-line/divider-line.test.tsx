// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { dividerLineView } from './divider-line.view';

describe('divider line', () => {
  it('draws a separator in the configured style, colour and thickness', () => {
    const { rerender } = renderWidgetForTest(dividerLineView);
    expect(screen.getByRole('separator').style.borderTop).toMatch(/^1px solid/);
    rerender({ params: { lineStyle: 'dashed', thickness: 3, color: '#000000' } });
    expect(screen.getByRole('separator').style.borderTop).toMatch(
      /^3px dashed (#000000|rgb\(0, 0, 0\))/,
    );
  });
});
