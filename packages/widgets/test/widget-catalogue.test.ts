import { WIDGET_CATALOGUE } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { WIDGET_EDITORS } from '../src/editor';
import { WIDGET_SCHEMAS } from '../src/schemas';

// The contract's widget catalogue (types, palette groups and names, shown by the console's
// widget catalogue screens and validated by the server) is the widgets' own.

describe('the contract’s widget catalogue', () => {
  it('lists exactly the widgets of the library', () => {
    expect(Object.keys(WIDGET_CATALOGUE).sort()).toEqual(
      WIDGET_SCHEMAS.map((widget) => widget.type).sort(),
    );
  });

  it('gives each editor its group and palette name', () => {
    for (const editor of WIDGET_EDITORS) {
      const entry = WIDGET_CATALOGUE[editor.type as keyof typeof WIDGET_CATALOGUE];
      expect(entry?.group, editor.type).toBe(editor.group);
      expect(editor.label, editor.type).toBe(
        `widget.${editor.type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`,
      );
    }
  });
});
