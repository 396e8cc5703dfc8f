import { FITMENT_TEXT_RULES, LAYOUT_LAYERS, widgetGroupOf } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { miniprogramSecretHooks } from './miniprogram-secret';
import { checkDocument, checkWidgetProps } from './widget-json';

// The rules of the storefront's supporting screens beyond their fields: page documents and
// widget props checked by the widgets' schemas, a widget's palette group from the library, the
// fitment channels' own texts (and a mini-program's sealed AppSecret). The platform's shared
// records (base themes, public templates) are `scope: 'platform'` resources.

/** A template's document, stored as the page schema parsed it. */
const templateHooks: ResourceHooks = {
  prepare: async (_scope, values) => ({ document: checkDocument('document', values.document) }),
};

/** The channels' texts with a shape of their own (AppID, bundle id, hotline, URLs). */
const fitmentHooks: ResourceHooks = {
  check: async (_scope, body) => {
    for (const [field, rule] of Object.entries(FITMENT_TEXT_RULES)) {
      const value = body[field];
      if (typeof value === 'string' && value !== '' && !rule(value))
        throw new AppError(400, 'field.invalid', { field });
    }
  },
};

/** The registry hooks of the storefront's supporting screens, by key. */
export const renovationCatalogueHooks = (db: Db, serverSecret: string) => ({
  renovationTemplate: templateHooks,
  renovationTemplatePublic: templateHooks,
  renovationModule: {
    prepare: async (_scope, values) => ({ widgetGroup: widgetGroupOf(String(values.widgetType)) }),
  } satisfies ResourceHooks,
  renovationModuleExt: {
    prepare: async (_scope, values) => ({
      props: checkWidgetProps('props', String(values.widgetType), values.props),
    }),
  } satisfies ResourceHooks,
  renovationLayout: {
    // Each layer present is its widget's props; an empty one is no layer.
    prepare: async (_scope, values) =>
      Object.fromEntries(
        Object.entries(LAYOUT_LAYERS).map(([field, type]) => [
          field,
          values[field] === null ? null : checkWidgetProps(field, type, values[field]),
        ]),
      ),
  } satisfies ResourceHooks,
  fitmentMiniprogram: { ...miniprogramSecretHooks(db, serverSecret), check: fitmentHooks.check },
  fitmentTheme: fitmentHooks,
  fitmentIos: fitmentHooks,
  fitmentPhone: fitmentHooks,
  fitmentH5: fitmentHooks,
});
