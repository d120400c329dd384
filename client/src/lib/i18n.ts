import { RESOURCES } from '@domain/locales';
import { DEFAULT_LOCALE, LOCALES } from '@domain/locales/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLocale, subscribeLocale } from './locale';

/**
 * i18next for the signed-in app (docs/decisions.md, Internationalisation): every catalogue of
 * domain/locales bundled, the language of lib/locale.ts, English where a text has no translation.
 * Components read it with react-i18next's `useTranslation('<namespace>')`. The login gate does not
 * load it (lib/gate-text.ts reads the same catalogues).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: currentLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(RESOURCES.en),
  defaultNS: 'portal',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

subscribeLocale(() => void i18n.changeLanguage(currentLocale()));
