import type { RESOURCES } from '@domain/locales';
import 'i18next';

// Keys are checked by the compiler: `t('tickets.loading')` must be a key of the namespace's English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: (typeof RESOURCES)['en'];
  }
}
