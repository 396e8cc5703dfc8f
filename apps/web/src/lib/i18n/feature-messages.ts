import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@retail/contract';
import { i18n } from './index';

/** A catalogue: nested objects whose leaves are texts. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as the English catalogue, with any texts (the other languages). */
export type SameKeys<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
};

/** Every leaf key of a catalogue as a dotted path: `tabs.refresh`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type FeatureMessages<M extends MessageTree> = {
  readonly namespace: string;
  readonly bundles: Record<Locale, SameKeys<M> | M>;
};

type TextOf<M> = (key: MessageKey<M>, vars?: Record<string, string | number>) => string;

/** Every registered feature catalogue, so one test can check key parity across all of them. */
export const registeredMessages: Array<FeatureMessages<MessageTree>> = [];

/**
 * A feature's own catalogue in its own i18next namespace, so features never edit a shared
 * locale file. `en` defines the keys; zh and es must match them (compiler and test).
 */
export const defineMessages = <M extends MessageTree>(
  namespace: string,
  bundles: { en: M; zh: SameKeys<M>; es: SameKeys<M> },
): FeatureMessages<M> => {
  for (const [lng, bundle] of Object.entries(bundles))
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  const messages: FeatureMessages<M> = { namespace, bundles };
  registeredMessages.push(messages as unknown as FeatureMessages<MessageTree>);
  return messages;
};

/** `t` for one feature catalogue, typed by its keys, re-rendering on language change. */
export const useMessages = <M extends MessageTree>(messages: FeatureMessages<M>): TextOf<M> => {
  const { t } = useTranslation(messages.namespace as 'translation');
  return useCallback(
    (key, vars) => (t as unknown as (k: string, o?: object) => string)(key, vars),
    [t],
  );
};

/** The same outside React (messages shown from plain functions), in the current language. */
export const textOf =
  <M extends MessageTree>(messages: FeatureMessages<M>): TextOf<M> =>
  (key, vars) =>
    (i18n.t as unknown as (k: string, o: object) => string)(key, {
      ns: messages.namespace,
      ...vars,
    });
