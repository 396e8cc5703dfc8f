// @vitest-environment happy-dom
// Walks the whole registry: what holds for every widget, present and future.
import { LOCALES } from '@retail/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITOR_LABELS, editorFieldProblems, WIDGET_EDITORS } from '../src/editor';
import { renderWidget, WIDGET_VIEWS } from '../src/render';
import { pageSchema, WIDGET_SCHEMAS } from '../src/schemas';
import { makeContext } from '../src/testing/render-helpers';

const types = (list: readonly { type: string }[]) => list.map((widget) => widget.type);

describe('widget registry', () => {
  it('registers every widget once, on all three sides', () => {
    expect(WIDGET_SCHEMAS.length).toBeGreaterThan(0);
    expect(new Set(types(WIDGET_SCHEMAS)).size).toBe(WIDGET_SCHEMAS.length);
    expect(types(WIDGET_VIEWS).sort()).toEqual(types(WIDGET_SCHEMAS).sort());
    expect(types(WIDGET_EDITORS).sort()).toEqual(types(WIDGET_SCHEMAS).sort());
    for (const type of types(WIDGET_SCHEMAS)) expect(type).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('accepts a page holding one of each widget with its defaults', () => {
    const page = {
      schemaVersion: 1,
      page: { title: 'Home' },
      components: WIDGET_SCHEMAS.map((widget, i) => ({
        id: `c${i}`,
        type: widget.type,
        props: widget.defaults,
      })),
    };
    const result = pageSchema.safeParse(page);
    expect(result.error).toBeUndefined();
  });
});

describe.each(WIDGET_SCHEMAS.map((widget) => [widget.type, widget] as const))(
  '%s',
  (type, widget) => {
    const view = WIDGET_VIEWS.find((entry) => entry.type === type)!;
    const editor = WIDGET_EDITORS.find((entry) => entry.type === type)!;

    it('has defaults that parse under its schema unchanged', () => {
      const result = widget.props.safeParse(widget.defaults);
      expect(result.error).toBeUndefined();
      // Nothing stripped or filled in: the defaults are complete as written.
      expect(result.data).toEqual(widget.defaults);
    });

    it('shares the same defaults on the view and editor sides', () => {
      expect(view.defaults).toBe(widget.defaults);
      expect(editor.defaults).toBe(widget.defaults);
    });

    it('has editor fields that all name real schema keys, with known labels', () => {
      expect(editorFieldProblems(widget.props, editor.fields)).toEqual([]);
      const labels = (fields: typeof editor.fields): string[] =>
        fields.flatMap((field) => [
          field.label,
          ...('options' in field ? field.options.map((option) => option.label) : []),
          ...(field.control === 'list' ? labels(field.item) : []),
        ]);
      for (const label of [editor.label, ...labels(editor.fields)])
        expect(Object.hasOwn(EDITOR_LABELS, label)).toBe(true);
    });

    const cases = LOCALES.flatMap((locale) =>
      [true, false].flatMap((loggedIn) =>
        (['live', 'preview'] as const).map((mode) => [locale, loggedIn, mode] as const),
      ),
    );
    it.each(cases)(
      'renders its defaults without error (%s, logged in %s, %s)',
      (locale, loggedIn, mode) => {
        const ctx = makeContext({ locale, loggedIn, mode });
        const { container } = render(
          <>{renderWidget({ id: 'c1', type, props: widget.defaults }, ctx)}</>,
        );
        expect(ctx.report).not.toHaveBeenCalled();
        expect(container.querySelector(`[data-widget="${type}"]`)).not.toBeNull();
      },
    );
  },
);
