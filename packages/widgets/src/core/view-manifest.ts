import type { ComponentType } from 'react';
import type { ItemStyle } from './common.schema';

/** The shape every widget's props share: the common style, its params and its data. */
export type WidgetPropsShape = { style: ItemStyle; params: object; data: object };

/** What a view receives: its props plus the component id of the page. */
export type WidgetViewProps<P extends WidgetPropsShape> = P & { id: string };

/** View side of a widget (render entry): no zod, no editor code. */
export type WidgetViewManifest = {
  type: string;
  view: ComponentType<WidgetViewProps<WidgetPropsShape>>;
  /** Merged under the saved props, section by section, so an older page still renders. */
  defaults: WidgetPropsShape;
};

export const defineWidgetView = <P extends WidgetPropsShape>(manifest: {
  type: string;
  view: ComponentType<WidgetViewProps<P>>;
  defaults: P;
}): WidgetViewManifest => manifest as unknown as WidgetViewManifest;
