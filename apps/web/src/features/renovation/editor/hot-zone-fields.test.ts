import { describe, expect, it } from 'vitest';
import { pageSchema } from '@retail/widgets/schemas';
import { emptyDocument, insertComponent, setFieldValue, toSaved } from './editor-state';
import { addZone } from './hot-zone-model';
import { pictureOf, storedZones, withFieldEffects, zonesOf, ZONE_WIDGETS } from './hot-zone-fields';

const set = (id: string) => (d: ReturnType<typeof emptyDocument>, p: string, v: unknown) =>
  setFieldValue(d, id, p, v);

describe('hot-zone widgets in the document', () => {
  it('reads and writes image-hotspot zones with their links, and the page still parses', () => {
    const widget = ZONE_WIDGETS['image-hotspot']!;
    let doc = insertComponent(emptyDocument(), 'image-hotspot', 0, 'h');
    const component = doc.components[0]!;
    const zones = addZone(zonesOf(component, widget), pictureOf(component, widget), true).map(
      (z) => (z.index === 3 ? { ...z, target: 'pages/search/index' } : z),
    );
    doc = setFieldValue(doc, 'h', widget.zones, storedZones(zones, widget));
    expect(zonesOf(doc.components[0]!, widget)[2]).toMatchObject({
      index: 3,
      width: 30,
      target: 'pages/search/index',
    });
    expect(pageSchema.safeParse(toSaved(doc)).success).toBe(true);
  });

  it('carries the zones over when the picture changes size, so they keep their place on it', () => {
    const widget = ZONE_WIDGETS['hot-zone-image']!;
    const doc = insertComponent(emptyDocument(), 'hot-zone-image', 0, 'z');
    const before = zonesOf(doc.components[0]!, widget);
    expect(pictureOf(doc.components[0]!, widget)).toMatchObject({ width: 375, height: 667 });
    let next = withFieldEffects(doc, 'z', 'data.image.width', 750, set('z'));
    next = withFieldEffects(next, 'z', 'data.image.height', 1334, set('z'));
    const after = zonesOf(next.components[0]!, widget);
    expect(after.map((z) => [z.left, z.top, z.width, z.height])).toEqual(
      before.map((z) => [z.left * 2, z.top * 2, z.width * 2, z.height * 2]),
    );
    expect(pageSchema.safeParse(toSaved(next)).success).toBe(true);
    // Other fields leave the zones alone.
    const other = withFieldEffects(doc, 'z', 'style.height', 80, set('z'));
    expect(zonesOf(other.components[0]!, widget)).toEqual(before);
  });
});
