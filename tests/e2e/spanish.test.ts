import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { RESOURCES } from '../../domain/locales/index.ts';
import { lookUp } from '../../domain/locales/locale.ts';
import { DEMO_DISTRICTS } from '../../server/seed/demo-accounts.ts';
import { demoRequesterEmail } from '../../server/seed/demo-requesters.ts';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Issue 37 (docs/product.md#spanish): a student chooses Español on the login gate of an English
// browser, signs in at 390 px and walks the help portal. On every screen the page's text is read
// against the English catalogue: no English text of those screens is left.

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/spanish';
mkdirSync(SHOTS, { recursive: true });
const STUDENT = demoRequesterEmail('BENSON', 'student');
const TEACHER = demoRequesterEmail('BENSON', 'teacher');
const es = RESOURCES.es;

type Namespace = keyof typeof RESOURCES.es;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts of `namespaces` (those that differ in Spanish) found in `text`: each text, or
 * each part of it around its {{placeholders}}, as whole words (parts shorter than 4 letters are
 * too common to tell).
 */
function englishIn(text: string, namespaces: Namespace[]): string[] {
  const found: string[] = [];
  for (const ns of namespaces) {
    for (const [key, english] of leaves(RESOURCES.en[ns])) {
      const spanish = lookUp(RESOURCES.es[ns], key);
      if (spanish === english) continue;
      const parts = english
        .split(/\{\{\s*\w+\s*\}\}/)
        .map((p) => p.trim())
        .filter((p) => p.replace(/[^\p{L}]/gu, '').length >= 4)
        // A word Spanish uses too ("Ticket", "Chromebook") is not English left behind.
        .filter((p) => !spanish?.includes(p));
      for (const part of parts)
        if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(part)}($|[^\\p{L}])`, 'u').test(text))
          found.push(`${ns}:${key} “${part}”`);
    }
  }
  return found;
}

const APP: Namespace[] = [
  'portal',
  'shell',
  'ui',
  'controls',
  'attachments',
  'notifications',
  'sparky',
  'csat',
];

/** A screen's checks: Spanish only, axe clean, nothing cut off, and a screenshot to look at. */
async function look(page: Page, name: string, namespaces: Namespace[] = APP, width = 390) {
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.lang), name).toBe('es');
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without what is hidden (the closed menu, the wide screens' sidebar).
  const shown = await page.evaluate(() => document.body.innerText);
  // The districts' names are data (Benson Unified School District), not words of the screen.
  const words = DEMO_DISTRICTS.reduce((text, d) => text.replaceAll(d.name, ''), shown);
  expect(englishIn(words, namespaces), name).toEqual([]);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
}

describeE2E('a requester’s whole path in Spanish', () => {
  it('390 px: chooses Español on the gate, signs in, gets help, reports a problem, follows the ticket', async () => {
    const page = await e2e.visitor({ width: 390 });
    // The browser speaks English: the gate does too, until Español is chosen.
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: es.login.welcome }).waitFor();
    await look(page, 'gate', ['login', 'controls']);

    await page.getByLabel(es.login.signIn.email).fill(STUDENT);
    await page.getByLabel(es.login.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
    // The account takes the gate's choice.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/account') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: es.login.signIn.submit }).click();
    await page.waitForURL(`${e2e.url}/help`);
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { name: es.portal.help.title, level: 1 }).waitFor();
    await look(page, 'get-help');

    // The menu, in its drawer.
    await page.getByRole('button', { name: es.shell.openNav }).click();
    const nav = page.getByRole('navigation', { name: es.shell.mainNav }).last();
    expect((await nav.getByRole('link').allTextContents()).map((l) => l.trim())).toEqual([
      es.portal.parts.home,
      es.portal.parts.tickets,
      es.portal.parts.devices,
    ]);
    await page.keyboard.press('Escape');

    // My devices: report a problem with the Chromebook; a blank title is refused in Spanish.
    const parts = page.getByRole('navigation', { name: es.portal.parts.label });
    await parts.getByRole('link', { name: es.portal.parts.devices }).click();
    await page.waitForURL(`${e2e.url}/help/devices`);
    const report = page.getByRole('button', { name: /^Reportar un problema con .+Chromebook/ }).first();
    await report.waitFor();
    await look(page, 'my-devices');
    await report.click();
    const dialog = page.getByRole('dialog', { name: es.portal.form.deviceTitle });
    await dialog.waitFor();
    expect(await dialog.getByLabel(es.portal.form.what).inputValue()).toMatch(/^Problema con /);
    await dialog.getByLabel(es.portal.form.what).fill('');
    await dialog.getByRole('button', { name: es.portal.form.submit }).click();
    await dialog.getByText(es.messages.portal.titleRequired).waitFor();
    await dialog.getByText(es.messages.portal.descriptionRequired).waitFor();
    await look(page, 'ticket-form-invalid');

    await dialog.getByLabel(es.portal.form.what).fill('La pantalla está rota');
    await dialog.getByLabel(es.portal.form.details).fill('Se cayó en el pasillo esta mañana.');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/my/tickets') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: es.portal.form.submit }).click();
    const res = await sent;
    expect(res.status()).toBe(201);
    const ticket = (await res.json()) as { id: string; ticketNumber: string };
    const done = page.getByRole('dialog', { name: es.portal.messages.created.title });
    await done.getByRole('link', { name: `Ver el ticket ${ticket.ticketNumber}` }).waitFor();
    await look(page, 'ticket-created');
    await page.keyboard.press('Escape');
    await done.waitFor({ state: 'detached' });

    // My tickets lists it; its page says when it was opened, in Spanish.
    await parts.getByRole('link', { name: es.portal.parts.tickets }).click();
    await page.waitForURL(`${e2e.url}/help/tickets`);
    await page.getByText(ticket.ticketNumber, { exact: true }).first().waitFor();
    await look(page, 'my-tickets');
    await page
      .getByRole('link', { name: /La pantalla está rota/ })
      .first()
      .click();
    await page.waitForURL(`${e2e.url}/help/tickets/${ticket.id}`);
    await page.getByRole('heading', { name: 'La pantalla está rota', level: 1 }).waitFor();
    await page
      .getByText(new RegExp(`${ticket.ticketNumber} · Equipo · abierto el \\d{1,2} \\p{L}+ \\d{4}`, 'u'))
      .waitFor();

    // A reply: an empty one is refused in Spanish, then it is sent.
    await page.getByRole('button', { name: es.portal.ticket.send }).click();
    await page.getByText(es.messages.tickets.commentRequired).waitFor();
    await look(page, 'my-ticket');
    await page.getByLabel(es.portal.ticket.reply).fill('Gracias, la dejo en la oficina.');
    await page.getByRole('button', { name: es.portal.ticket.send }).click();
    await page.getByText(es.portal.messages.replyAdded).first().waitFor();
    await page.getByText('Gracias, la dejo en la oficina.').waitFor();
    await look(page, 'my-ticket-replied');
    await page.context().close();
  });

  it('1440 px: the gate’s brand panel in Spanish; a signed-in teacher picks Español on the account page', async () => {
    const gate = await e2e.visitor({ width: 1440 });
    await gate.getByLabel('Language').selectOption('es');
    // The brand panel and the form load their Spanish apart: both are in Spanish before the look.
    await gate.getByRole('heading', { name: es.hero.title }).waitFor();
    await gate.getByRole('heading', { name: es.login.welcome }).waitFor();
    await look(gate, 'gate', ['login', 'hero', 'controls'], 1440);
    await gate.context().close();

    const { context, page } = await e2e.signedIn(TEACHER, { width: 1440 });
    await page.goto(`${e2e.url}/account`);
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/account') && r.request().method() === 'PATCH',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    expect((await saved).status()).toBe(200);
    await page.getByText(es.shell.language.saved).first().waitFor();
    await page.getByRole('heading', { name: es.shell.language.title }).waitFor();
    await page.getByRole('heading', { name: es.account.page.title, level: 1 }).waitFor();
    await look(page, 'account', [...APP, 'account'], 1440);
    // The menu and the portal follow at once.
    await page
      .getByRole('navigation', { name: es.shell.mainNav })
      .getByRole('link', { name: es.portal.parts.home })
      .click();
    await page.getByRole('heading', { name: es.portal.help.title, level: 1 }).waitFor();
    await look(page, 'get-help', APP, 1440);
    await context.close();
  });
});
