import { useMemo } from 'react';
import type { Locale } from '@retail/contract';
import { currentLocale, useLocale } from '../lib/i18n';
import type { Resource, ResolvedField, ResourceLabels } from './define-resource';
import { dictionary, dictionaryOptions, type SelectOption } from './dictionary-store';

export type ResourceText = {
  title: string;
  label: (field: string) => string;
  options: (field: ResolvedField) => SelectOption[];
};

const textFor = (resource: Resource, locale: Locale, entries = dictionary.get()): ResourceText => {
  const labels = resource.labels[locale] as ResourceLabels;
  return {
    title: labels.title,
    label: (field) => labels.fields[field] ?? field,
    options: (field) => {
      if (field.dictionary)
        return dictionaryOptions(entries, field.dictionary, field.kind === 'number');
      return (field.options ?? []).map((value) => ({
        value,
        label: labels.options?.[field.name]?.[String(value)] ?? String(value),
      }));
    },
  };
};

/** A resource's title, field labels and option labels in the current language. */
export const useResourceText = (resource: Resource): ResourceText => {
  const locale = useLocale();
  const entries = dictionary.use();
  return useMemo(() => textFor(resource, locale, entries), [resource, locale, entries]);
};

/** The same outside React. */
export const resourceText = (resource: Resource): ResourceText =>
  textFor(resource, currentLocale());
