import type { FormSubmitBody, Locale } from '@retail/contract';
import type { FormSubmitOutcome, WidgetAction } from '@retail/widgets/render';
import { newRequestKey } from './storefront-shop-api';

// A page form's answers sent to the server (`POST /api/storefront/form/:tenantId/:pageId`, the
// contract's `storefrontPageEndpoints.formSubmit`; docs/storefront.md, "Forms on pages"). Loaded
// when a shopper first sends a form, so page views do not carry it. The server checks the values
// against the form and answers a refusal naming the field in the shopper's language; a retry of
// the same answers after no reply sends the same request key, so it is stored once.

export type FormSubmitAction = Extract<WidgetAction, { type: 'form-submit' }>;

type Target = { tenantId: number; pageId: number; locale: Locale; fetcher: typeof fetch };

const TEXTS = {
  networkError: {
    zh: '无法连接商店，请检查网络后重试。',
    en: 'The shop could not be reached. Check your connection and try again.',
    es: 'No se pudo conectar con la tienda. Comprueba tu conexión e inténtalo de nuevo.',
  },
  failed: {
    zh: '出错了，请重试。',
    en: 'Something went wrong. Try again.',
    es: 'Algo salió mal. Inténtalo de nuevo.',
  },
} as const;

/** The request key of answers not yet settled, by block and values: kept for a retry. */
const pending = new Map<string, string>();

type Envelope = { successful?: boolean; field?: string; description?: string };

export const submitPageForm = async (
  { tenantId, pageId, locale, fetcher }: Target,
  action: FormSubmitAction,
): Promise<void> => {
  const attempt = `${action.widgetId}:${action.formId}:${JSON.stringify(action.values)}`;
  const requestKey = pending.get(attempt) ?? newRequestKey();
  pending.set(attempt, requestKey);
  const body: FormSubmitBody = { formId: action.formId, values: action.values, requestKey };
  let outcome: FormSubmitOutcome;
  try {
    const response = await fetcher(`/api/storefront/form/${tenantId}/${pageId}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Envelope;
    // An answer (either way) settles the attempt; only a lost one is retried with its key.
    pending.delete(attempt);
    outcome =
      response.ok && answer.successful === true
        ? { ok: true }
        : {
            ok: false,
            field: answer.field ?? null,
            message: answer.description ?? TEXTS.failed[locale],
          };
  } catch {
    outcome = { ok: false, field: null, message: TEXTS.networkError[locale] };
  }
  action.done(outcome);
};
