import { type Translations, WIDGET_CATALOGUE, type WidgetTypeKey } from '@retail/contract';

/** `top-nav-bar` → `topNavBar`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

const camel = (type: string): string =>
  type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The palette names of the widgets (`widget.topNavBar`), taken from the contract's widget
 * catalogue, which the console's widget catalogue screens show as well.
 */
export const widgetNameLabels = Object.fromEntries(
  Object.entries(WIDGET_CATALOGUE).map(([type, widget]) => [`widget.${camel(type)}`, widget.name]),
) as { [K in WidgetTypeKey as `widget.${Camel<K>}`]: Translations };
