import { defineMessages } from '../../../lib/i18n/feature-messages';
import { editorTextsEn } from './editor-texts.en';
import { editorTextsEs } from './editor-texts.es';
import { editorTextsZh } from './editor-texts.zh';

/** Texts of the storefront page builder (issue 16), one file per language. */
export const editorMessages = defineMessages('renovationEditor', {
  en: editorTextsEn,
  zh: editorTextsZh,
  es: editorTextsEs,
});
