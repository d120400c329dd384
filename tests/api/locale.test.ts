import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/auth-messages.ts';
import { messagesEs } from '../../domain/locales/messages.es.ts';
import { PORTAL_MESSAGES } from '../../domain/portal.ts';
import { charges, people, users } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, signIn, TEST_PASSWORD, type World } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { insertPerson } from './authz/charges.ts';

// Issue 37 (docs/product.md#spanish): the language kept on the user, Accept-Language before
// sign-in, the requester routes' errors in the caller's language (the staff routes' stay English),
// the requester's mail and the family statement in Spanish.

/** Poppler's tools (installed on the test machine). */
const poppler = (tool: string, args: string[]) => execFileSync(tool, args);

let t: TestApp;
let w: World;
let smtp: TestMailServer;
/** A requester of district A who reads Spanish. */
let ana: { id: string; email: string; cookie: string };

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CSAT_INVITE_DELAY_SECONDS: '0' });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
  const row = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id, firstName: 'Ana' });
  await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, row.id));
  ana = { id: row.id, email: row.email, cookie: await signIn(t.app, row.email) };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the account’s language', () => {
  it('is in the session’s answer, and PATCH /api/account { locale } changes it', async () => {
    const me = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
    const cookie = await signIn(t.app, me.email);
    const check = async () => (await call(t.app, 'GET', '/api/auth/check', { cookie })).body.user.locale;
    expect(await check()).toBe('en');

    const changed = await call(t.app, 'PATCH', '/api/account', { cookie, body: { locale: 'es' } });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ locale: 'es', firstName: 'Test' });
    expect(await check()).toBe('es');
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, me.id));
    expect(row?.locale).toBe('es');

    // Refused in the caller's language (now Spanish); the name stays as it was.
    const french = await call(t.app, 'PATCH', '/api/account', { cookie, body: { locale: 'fr' } });
    expect([french.status, french.body.message]).toEqual([400, messagesEs.account.locale]);
    const nothing = await call(t.app, 'PATCH', '/api/account', { cookie, body: {} });
    expect([nothing.status, nothing.body.message]).toEqual([400, messagesEs.account.firstName]);

    // The name and the language together; then the name alone keeps the language.
    await call(t.app, 'PATCH', '/api/account', {
      cookie,
      body: { firstName: 'Rosa', lastName: 'Díaz', locale: 'en' },
    });
    const renamed = await call(t.app, 'PATCH', '/api/account', {
      cookie,
      body: { firstName: 'Rosa', lastName: 'Vega' },
    });
    expect(renamed.body.user).toMatchObject({ name: 'Rosa Vega', locale: 'en' });
    const english = await call(t.app, 'PATCH', '/api/account', { cookie, body: { locale: 'fr' } });
    expect(english.body.message).toBe('Choose English (en) or Spanish (es)');
  });
});

describe('answers in the caller’s language', () => {
  it('follows Accept-Language before sign-in', async () => {
    const body = { email: ana.email, password: `${TEST_PASSWORD}-wrong` };
    const es = await call(t.app, 'POST', '/api/auth/login', {
      body,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect([es.status, es.body.message]).toEqual([401, messagesEs.auth.invalidCredentials]);
    const en = await call(t.app, 'POST', '/api/auth/login', {
      body,
      headers: { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' },
    });
    expect(en.body.message).toBe(MESSAGES.invalidCredentials);
    const none = await call(t.app, 'POST', '/api/auth/login', { body });
    expect(none.body.message).toBe(MESSAGES.invalidCredentials);
  });

  it('answers a requester route’s refusals in the account’s language, whatever the browser says', async () => {
    const empty = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: ana.cookie,
      body: { title: ' ', description: '' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messagesEs.portal.titleRequired);
    expect(empty.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: messagesEs.portal.titleRequired },
        { path: 'description', message: messagesEs.portal.descriptionRequired },
      ]),
    );
    const notMine = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: ana.cookie,
      body: { title: 'Pantalla rota', description: 'No enciende', assetId: crypto.randomUUID() },
    });
    expect([notMine.status, notMine.body.message]).toEqual([404, messagesEs.portal.deviceNotYours]);
    const comment = await call(t.app, 'POST', `/api/tickets/${crypto.randomUUID()}/comments`, {
      cookie: ana.cookie,
      body: { body: '' },
    });
    expect([comment.status, comment.body.message]).toEqual([400, messagesEs.tickets.commentRequired]);

    // An English speaker hears English from the same route.
    const english = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: ' ', description: '' },
    });
    expect(english.body.message).toBe(PORTAL_MESSAGES.titleRequired);
  });

  it('keeps the staff routes in English, the language of their screens', async () => {
    const tech = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, tech.id));
    const cookie = await signIn(t.app, tech.email);
    const spanishTech = await call(t.app, 'POST', '/api/tickets', { cookie, body: { title: '' } });
    const englishTech = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.techA,
      body: { title: '' },
    });
    expect(spanishTech.status).toBe(400);
    expect(spanishTech.body.message).toBe(englishTech.body.message);
  });
});

describe('mail in the recipient’s language', () => {
  async function mailTo(to: string, subjectPart: string): Promise<ParsedMail> {
    const find = () =>
      smtp.received.find(
        (m) =>
          m.subject?.includes(subjectPart) &&
          (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) =>
            a.value.some((v) => v.address === to),
          ),
      );
    await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
    return find()!;
  }

  it('tells a Spanish-speaking requester of the opening, a reply and the resolution in Spanish', async () => {
    const made = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: ana.cookie,
      body: { title: 'La Chromebook no carga', description: 'Desde ayer no carga.' },
    });
    expect(made.status).toBe(201);
    const number = made.body.ticketNumber as string;

    const opened = await mailTo(ana.email, `[${number}] Recibimos su ticket`);
    expect(opened.subject).toBe(`[${number}] Recibimos su ticket: La Chromebook no carga`);
    expect(opened.text).toContain('Hola, Ana:');
    expect(opened.text).toContain(`Su ticket “La Chromebook no carga” tiene el número ${number}.`);
    expect(opened.text).toContain('Ver su ticket:');
    expect(opened.html).toContain('<html lang="es">');
    expect(opened.text).not.toMatch(/We received|Hello|View your request/);

    await call(t.app, 'POST', `/api/tickets/${made.body.id}/comments`, {
      cookie: w.cookies.techA,
      body: { body: 'Pruebe con otro cargador, por favor.', visibility: 'public' },
    });
    const reply = await mailTo(ana.email, `Re: [${number}]`);
    expect(reply.text).toMatch(/respondió a su ticket “La Chromebook no carga”:/);
    expect(reply.text).toContain('Pruebe con otro cargador, por favor.');

    await call(t.app, 'PATCH', `/api/tickets/${made.body.id}`, {
      cookie: w.cookies.techA,
      body: { status: 'resolved' },
    });
    const resolved = await mailTo(ana.email, `[${number}] Resuelto:`);
    expect(resolved.text).toMatch(/marcó como resuelto su ticket “La Chromebook no carga”\./);
    expect(resolved.text).toContain('Si el problema continúa');

    // The satisfaction survey that follows the resolution.
    const survey = await mailTo(ana.email, `[${number}] ¿Cómo lo hicimos?`);
    expect(survey.subject).toBe(`[${number}] ¿Cómo lo hicimos? La Chromebook no carga`);
    expect(survey.text).toContain('Hola, Ana:');
    expect(survey.text).toMatch(/5 – Muy satisfecho: http/);
    expect(survey.text).toContain('No necesita iniciar sesión.');
    expect(survey.html).toContain('aria-label="Califique la ayuda que recibió"');
  });

  it('keeps English for an English-speaking requester', async () => {
    const made = await call(t.app, 'POST', '/api/my/tickets', {
      cookie: w.cookies.requesterA,
      body: { title: 'Printer jam', description: 'Room 12.' },
    });
    const opened = await mailTo(w.people.requesterA.email, `[${made.body.ticketNumber}]`);
    expect(opened.subject).toBe(`[${made.body.ticketNumber}] We received your request: Printer jam`);
    expect(opened.text).toContain('Hello Test,');
  });
});

describe('the family statement', () => {
  it('is in Spanish for a person whose account reads Spanish, unless a language is asked for', async () => {
    const personId = await insertPerson(t.db, w.districtA.id, 'Ana', 'Ruiz', 'S-2001');
    await t.db.update(people).set({ userId: ana.id }).where(eq(people.id, personId));
    await t.db
      .insert(charges)
      .values({ districtId: w.districtA.id, personId, description: 'Cargador', amountCents: 2000 });
    const dir = mkdtempSync(join(tmpdir(), 'statement-locale-'));
    const textOf = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/people/${personId}/statement.pdf${query}`,
        headers: { cookie: w.cookies.adminA! },
      });
      expect(res.statusCode).toBe(200);
      const file = join(dir, `${query.length}.pdf`);
      writeFileSync(file, res.rawPayload);
      return {
        text: poppler('pdftotext', [file, '-']).toString(),
        name: res.headers['content-disposition'],
      };
    };
    const spanish = await textOf('');
    expect(spanish.name).toContain('statement-ana-ruiz-es.pdf');
    expect(spanish.text).toContain('Estado de cuenta familiar');
    expect(spanish.text).toContain('Total pendiente');
    expect(spanish.text).toContain('$20.00');
    expect(spanish.text).not.toContain('Total due');
    const english = await textOf('?lang=en');
    expect(english.text).toContain('Total due');
  });
});
