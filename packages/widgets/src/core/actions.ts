/** What the host answers a page form: sent, or refused (the field named, in the shopper's language). */
export type FormSubmitOutcome = { ok: true } | { ok: false; field: string | null; message: string };

/**
 * Actions a widget hands to its host through ctx.dispatch. The host decides what they do
 * (a logout call, a share sheet...). Add a member here when a widget needs a new one.
 */
export type WidgetAction =
  | { type: 'logout' }
  | { type: 'back' }
  | { type: 'share'; widgetId: string }
  | { type: 'collect'; widgetId: string; target: 'goods' | 'store' }
  | { type: 'tab-change'; widgetId: string; index: number; text: string }
  | { type: 'coupon-receive'; widgetId: string; index: number }
  | { type: 'ad-close'; widgetId: string }
  // A service-grid button of the WeChat mini-program (contact, feedback, share...).
  | { type: 'service-open'; widgetId: string; openType: string }
  // A page form (a block of custom pages): the host sends the values and answers through `done`.
  | {
      type: 'form-submit';
      widgetId: string;
      formId: number;
      values: Record<string, string | number>;
      done: (outcome: FormSubmitOutcome) => void;
    }
  // The builder saves hot zones an operator added, moved, resized or deleted on the canvas.
  | {
      type: 'hot-zones-change';
      widgetId: string;
      zones: { index: number; left: number; top: number; width: number; height: number }[];
    };
