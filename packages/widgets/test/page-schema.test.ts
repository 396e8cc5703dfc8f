import { describe, expect, it } from 'vitest';
import { itemStyleSchema, pageSchema, widgetSchemaOf } from '../src/schemas';

const spacer = widgetSchemaOf('blank-spacer')!;
const page = (components: unknown[]) => ({ schemaVersion: 1, page: {}, components });

describe('page schema', () => {
  it('accepts a saved page and fills the page settings and hidden flag', () => {
    const result = pageSchema.parse(
      page([{ id: 'a', type: 'blank-spacer', props: spacer.defaults }]),
    );
    expect(result.page).toEqual({ title: '', background: '' });
    expect(result.components[0]).toMatchObject({ id: 'a', type: 'blank-spacer', hidden: false });
  });

  it('rejects unknown widget types, duplicate ids and other schema versions', () => {
    expect(
      pageSchema.safeParse(page([{ id: 'a', type: 'mystery', props: spacer.defaults }])).success,
    ).toBe(false);
    const twice = page([
      { id: 'a', type: 'blank-spacer', props: spacer.defaults },
      { id: 'a', type: 'blank-spacer', props: spacer.defaults },
    ]);
    const duplicate = pageSchema.safeParse(twice);
    expect(duplicate.error?.issues[0]?.path).toEqual(['components', 1, 'id']);
    expect(pageSchema.safeParse({ ...page([]), schemaVersion: 2 }).success).toBe(false);
  });

  it('checks each component against the schema of its type', () => {
    const badWidth = { ...spacer.defaults, style: { ...spacer.defaults.style, width: 0 } };
    const result = pageSchema.safeParse(page([{ id: 'a', type: 'blank-spacer', props: badWidth }]));
    expect(result.error?.issues[0]?.path).toEqual(['components', 0, 'props', 'style', 'width']);
  });
});

describe('itemStyle', () => {
  const base = {
    margins: { top: 0, right: 0, bottom: 0, left: 0 },
    paddings: { top: 0, right: 0, bottom: 0, left: 0 },
    radiusTop: 0,
    radiusBottom: 0,
    height: 0,
  };

  it('defaults the width to 100 percent and the theme to #409EFF', () => {
    expect(itemStyleSchema.parse(base)).toMatchObject({
      width: 100,
      theme: '#409EFF',
      background: '',
      backgroundImage: '',
    });
  });

  it('rejects colours and images that could carry anything else', () => {
    expect(itemStyleSchema.safeParse({ ...base, background: 'red; position: fixed' }).success).toBe(
      false,
    );
    expect(itemStyleSchema.safeParse({ ...base, background: 'rgba(0, 0, 0, 0.5)' }).success).toBe(
      true,
    );
    expect(
      itemStyleSchema.safeParse({ ...base, backgroundImage: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      itemStyleSchema.safeParse({ ...base, backgroundImage: 'https://cdn.example.com/a.png' })
        .success,
    ).toBe(true);
    expect(itemStyleSchema.safeParse({ ...base, width: 101 }).success).toBe(false);
  });
});
