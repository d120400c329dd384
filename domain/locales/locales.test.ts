import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account.ts';
import { ATTACHMENT_MESSAGES } from '../attachments.ts';
import { MESSAGES } from '../auth-messages.ts';
import { lastActivityText, PORTAL_MESSAGES } from '../portal.ts';
import { TICKET_STATUS_LABELS } from '../tickets.ts';
import { gateEs } from './gate.es.ts';
import { RESOURCES } from './index.ts';
import { bestLocale, interpolate, LOCALES } from './locale.ts';
import { loginEn } from './login.en.ts';
import { translateMessage } from './messages.ts';
import { portalEn } from './portal.en.ts';
import { STAFF_EN } from './staff/index.ts';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [key, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  // The staff screens' namespaces are English only (staff/index.ts); every other one is in every language.
  const shared = Object.keys(RESOURCES.en).filter((ns) => !(ns in STAFF_EN)) as (keyof typeof RESOURCES.es)[];
  for (const ns of shared) {
    const en = leaves(RESOURCES.en[ns]);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const other = leaves(RESOURCES[locale][ns]);
      it(`${ns}: every English key has its ${locale} text, and ${locale} has no key English lacks`, () => {
        expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
        // Spanish has a plural form English lacks (`_many`), said as its `_other`.
        const extra = [...other.keys()].filter((k) => !en.has(k));
        expect(extra.filter((k) => !(k.endsWith('_many') && en.has(k.replace(/_many$/, '_other'))))).toEqual(
          [],
        );
      });
      it(`${ns}: the ${locale} texts are not empty and keep the same {{placeholders}}`, () => {
        for (const [key, text] of other) {
          expect(text.trim(), `${ns}:${key}`).not.toBe('');
          const english = en.get(key) ?? en.get(key.replace(/_many$/, '_other')) ?? '';
          expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(english));
        }
      });
    }
  }

  it('the gate’s Spanish chunk is the catalogues’ Spanish', () => {
    expect(gateEs).toEqual({ login: RESOURCES.es.login, controls: RESOURCES.es.controls });
  });

  it('the English texts are the domain’s own (the contract the staff screens and tests match)', () => {
    expect(interpolate(portalEn.messages.created.description, { number: 'BENSON-0042' })).toBe(
      PORTAL_MESSAGES.created('BENSON-0042').description,
    );
    // My tickets' latest entry says what lastActivityText says.
    const at = '2026-01-05T10:00:00Z';
    expect(interpolate(portalEn.tickets.replyFrom, { name: 'Sam Lee' })).toBe(
      lastActivityText({ kind: 'comment', at, actorName: 'Sam Lee', text: 'x' }, TICKET_STATUS_LABELS),
    );
    expect(interpolate(portalEn.tickets.now, { status: 'In Progress' })).toBe(
      lastActivityText({ kind: 'status', at, actorName: 'S', text: 'in_progress' }, TICKET_STATUS_LABELS),
    );
    expect(portalEn.tickets.openedActivity).toBe(
      lastActivityText({ kind: 'created', at, actorName: 'S', text: null }, TICKET_STATUS_LABELS),
    );
    const m = RESOURCES.en.messages.attachments;
    expect(interpolate(m.tooLarge, { name: 'a.png', limit: 10 })).toBe(
      ATTACHMENT_MESSAGES.tooLarge('a.png', 10),
    );
    expect(interpolate(m.notAccepted, { name: 'a.exe' })).toBe(ATTACHMENT_MESSAGES.notAccepted('a.exe'));
    expect(interpolate(m.contentMismatch, { name: 'a', content: 'b' })).toBe(
      ATTACHMENT_MESSAGES.contentMismatch('a', 'b'),
    );
    expect(interpolate(m.empty, { name: 'a' })).toBe(ATTACHMENT_MESSAGES.empty('a'));
    expect(interpolate(m.attached, { name: 'a' })).toBe(ATTACHMENT_MESSAGES.attached('a'));
    expect(interpolate(m.uploading, { name: 'a' })).toBe(ATTACHMENT_MESSAGES.uploading('a'));
    expect(portalEn.messages.created.title).toBe(PORTAL_MESSAGES.created('X').title);
    expect(loginEn.messages.loginFailed).toEqual(MESSAGES.loginFailed);
    // The gate compares the server's refusal with its own words: the same in every language.
    expect(RESOURCES.es.login.sso.passwordsOff).toBe(RESOURCES.es.messages.auth.passwordsOff);
    expect(RESOURCES.en.signin.forgot.needsAdministrator).toEqual(ACCOUNT_MESSAGES.resetNeedsAdministrator);
    expect(RESOURCES.en.signin.twoFactor.failed).toBe(MESSAGES.loginFailed.title);
    expect(RESOURCES.en.signin.twoFactor.tooManyAttempts).toBe(MESSAGES.tooManyAttempts);
    expect(interpolate(RESOURCES.en.messages.auth.accountLocked, { minutes: 15 })).toBe(
      MESSAGES.accountLocked(15),
    );
  });
});

describe('translateMessage', () => {
  it('gives a domain message in Spanish, and keeps what it does not know', () => {
    expect(translateMessage(PORTAL_MESSAGES.titleRequired, 'es')).toBe('Diga en pocas palabras qué pasa');
    expect(translateMessage(PORTAL_MESSAGES.titleRequired, 'en')).toBe(PORTAL_MESSAGES.titleRequired);
    expect(translateMessage('A staff-only message.', 'es')).toBe('A staff-only message.');
  });
  it('carries the parts that vary', () => {
    expect(translateMessage(MESSAGES.accountLocked(15), 'es')).toBe(
      'Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere 15 minutos e intente de nuevo.',
    );
    expect(translateMessage('Must be at most 200 characters', 'es')).toBe(
      'Debe tener como máximo 200 caracteres',
    );
  });
});

describe('bestLocale', () => {
  it('reads Accept-Language by weight, and navigator.languages in order', () => {
    expect(bestLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(bestLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(bestLocale('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(bestLocale('de, fr')).toBe('en');
    expect(bestLocale('en;q=0.1, es')).toBe('es');
    expect(bestLocale(['es-US', 'en-US'])).toBe('es');
    expect(bestLocale(null)).toBe('en');
    expect(bestLocale('')).toBe('en');
  });
});
