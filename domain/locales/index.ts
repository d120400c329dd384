import { accountEn } from './account.en.ts';
import { accountEs } from './account.es.ts';
import { attachmentsEn } from './attachments.en.ts';
import { attachmentsEs } from './attachments.es.ts';
import { authEn } from './auth.en.ts';
import { authEs } from './auth.es.ts';
import { controlsEn } from './controls.en.ts';
import { controlsEs } from './controls.es.ts';
import { csatEn } from './csat.en.ts';
import { csatEs } from './csat.es.ts';
import { heroEn } from './hero.en.ts';
import { heroEs } from './hero.es.ts';
import type { Locale } from './locale.ts';
import { loginEn } from './login.en.ts';
import { loginEs } from './login.es.ts';
import { mailEn } from './mail.en.ts';
import { mailEs } from './mail.es.ts';
import { messagesEn } from './messages.en.ts';
import { messagesEs } from './messages.es.ts';
import { notificationsEn } from './notifications.en.ts';
import { notificationsEs } from './notifications.es.ts';
import { portalEn } from './portal.en.ts';
import { portalEs } from './portal.es.ts';
import { shellEn } from './shell.en.ts';
import { shellEs } from './shell.es.ts';
import { signinEn } from './signin.en.ts';
import { signinEs } from './signin.es.ts';
import { sparkyEn } from './sparky.en.ts';
import { sparkyEs } from './sparky.es.ts';
import { STAFF_EN } from './staff/index.ts';
import { statementEn } from './statement.en.ts';
import { statementEs } from './statement.es.ts';
import { uiEn } from './ui.en.ts';
import { uiEs } from './ui.es.ts';

/**
 * Every catalogue, per language and namespace, bundled (no catalogue is fetched at run time): the
 * client's i18next reads them all, the server the ones of mail and messages. A namespace is a file
 * per language, `<namespace>.<lang>.ts`; see docs/development.md (Adding a string).
 */
export const RESOURCES = {
  en: {
    login: loginEn,
    hero: heroEn,
    signin: signinEn,
    controls: controlsEn,
    ui: uiEn,
    shell: shellEn,
    portal: portalEn,
    messages: messagesEn,
    mail: mailEn,
    account: accountEn,
    attachments: attachmentsEn,
    auth: authEn,
    notifications: notificationsEn,
    csat: csatEn,
    sparky: sparkyEn,
    statement: statementEn,
    ...STAFF_EN,
  },
  es: {
    login: loginEs,
    hero: heroEs,
    signin: signinEs,
    controls: controlsEs,
    ui: uiEs,
    shell: shellEs,
    portal: portalEs,
    messages: messagesEs,
    mail: mailEs,
    account: accountEs,
    attachments: attachmentsEs,
    auth: authEs,
    notifications: notificationsEs,
    csat: csatEs,
    sparky: sparkyEs,
    statement: statementEs,
  },
} as const satisfies Record<Locale, Record<string, unknown>>;
