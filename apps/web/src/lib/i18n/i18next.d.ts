import 'i18next';
import type { Messages } from './locales/en';

// Module augmentation needs an interface: it types every t() key against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
