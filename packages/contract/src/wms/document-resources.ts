import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { choice, reference } from '../registry/fields';
import {
  DOCUMENT_TEXTS,
  documentActions,
  documentFields,
  documentLineFields,
  LINE_TEXTS,
} from './document';
import { WMS_DIRECTORY } from './wms-menu';

/** The texts of one kind of document (receipt, shipment) in one language. */
type DocumentKindTexts = {
  title: string;
  lineTitle: string;
  /** The document, as its lines name their parent. */
  document: string;
  type: string;
  types: Record<string, string>;
  partner: string;
  /** The posting step (Receive, Ship). */
  post: string;
};

/**
 * A receipt or shipment order and its lines, declared from what differs between them: key,
 * table, partner, posting verb and texts. Both have the same life cycle (documentActions) and
 * line shape (documentLineFields).
 */
export const documentResources = <
  const K extends string,
  const P extends string,
  const V extends string,
>(spec: {
  key: K;
  table: string;
  noun: string;
  icon: string;
  after: string;
  partner: { field: P; resource: string };
  post: { verb: V; summary: string };
  texts: Record<Locale, DocumentKindTexts>;
}) => {
  const { key, partner, texts } = spec;
  const header = defineResource({
    key,
    service: 'warehouse',
    table: spec.table,
    scope: 'organ',
    noun: spec.noun,
    menu: { directory: WMS_DIRECTORY.code, icon: spec.icon, after: spec.after },
    fields: documentFields({
      type: choice([10, 20, 30], { defaultValue: 10, filter: true }),
      ...({
        [partner.field]: reference(partner.resource, { named: true, filter: true }),
      } as { [F in P]: ReturnType<typeof reference<false, true>> }),
    }),
    defaultSort: ['orderNo'],
    display: 'orderNo',
    actions: documentActions(spec.post.verb, spec.post.summary),
    labels: Object.fromEntries(
      (Object.keys(texts) as Locale[]).map((locale) => [
        locale,
        {
          title: texts[locale].title,
          fields: {
            ...DOCUMENT_TEXTS[locale].fields,
            type: texts[locale].type,
            [partner.field]: texts[locale].partner,
          },
          options: { status: DOCUMENT_TEXTS[locale].states, type: texts[locale].types },
          actions: { [spec.post.verb]: texts[locale].post, void: DOCUMENT_TEXTS[locale].void },
        },
      ]),
    ) as never,
  });
  const parentField = `${key}Id` as const;
  const lines = defineResource({
    key: `${key}Line`,
    service: 'warehouse',
    table: `${spec.table}_line`,
    scope: 'parent',
    parent: { resource: key, field: parentField },
    noun: `${spec.noun.replace(/s$/, '')} lines`,
    menu: { directory: WMS_DIRECTORY.code, icon: 'list', after: key, hidden: true },
    fields: documentLineFields(parentField, key),
    defaultSort: [parentField],
    display: 'itemId',
    exportable: false,
    labels: Object.fromEntries(
      (Object.keys(texts) as Locale[]).map((locale) => [
        locale,
        {
          title: texts[locale].lineTitle,
          fields: { ...LINE_TEXTS[locale], [parentField]: texts[locale].document },
        },
      ]),
    ) as never,
  });
  return { header, lines };
};
