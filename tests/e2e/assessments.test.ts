import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/assessments';
// A full-page screenshot of a long page can take a while on a busy machine.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, timeout: 90_000 });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Sends a form to Maria Lopez (the demo administrator) and opens it to fill in. */
async function sendToMyself(page: Page, formTitle: string, name: string) {
  await page.getByRole('button', { name: `Send ${formTitle}` }).click();
  const send = page.getByRole('dialog', { name: `Send “${formTitle}”` });
  await send.getByLabel('Name').fill(name);
  await send.getByRole('button', { name: 'Send' }).click();
  await send.getByText('Choose at least one respondent').waitFor();
  await send.getByLabel('Maria Lopez').check();
  await send.getByRole('button', { name: 'Send' }).click();
  await toast(page, 'Form sent');
  const results = page.getByRole('dialog', { name });
  await results.getByText('0 of 1 submitted', { exact: false }).waitFor();
  return results;
}

/** Answers every choice question with its first good answer (Yes, a 4, the first option), as a tap on its label. */
async function answerAll(dialog: ReturnType<Page['getByRole']>) {
  await dialog.evaluate((root) => {
    for (const set of root.querySelectorAll('fieldset')) {
      const labels = [...set.querySelectorAll('label')];
      if (!set.querySelector('input[type="radio"]')) continue;
      const pick =
        labels.find((l) => l.textContent === 'Yes') ?? labels.find((l) => l.textContent === '4') ?? labels[0];
      pick?.click();
    }
  });
}

describeE2E('Technology Assessment and Onsite Tech Toolkit', () => {
  it('library, embed dialog, an assessment sent, filled in, its findings made a ticket, its report, at 1440 px, axe clean', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    await page.goto(`${e2e.url}/tech-assessment`);
    await page.getByRole('heading', { name: 'Technology Assessment' }).waitFor();
    const create = page.getByRole('link', { name: 'Create Google Form' });
    expect(await create.getAttribute('href')).toBe('https://docs.google.com/forms/create');
    expect(await create.getAttribute('target')).toBe('_blank');
    await page.getByRole('region', { name: 'Summary' }).getByText('reports, templates, policies').waitFor();

    // The library: Google Forms open in the embed dialog.
    await page.getByRole('tab', { name: 'Google Forms' }).click();
    await page.getByText('Annual Technology Survey').waitFor();
    expect(await axeViolations(page, { include: 'main', exclude: 'iframe' })).toEqual([]);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Annual Technology Survey' })
      .getByRole('button', { name: 'Open' })
      .click();
    const embed = page.getByRole('dialog', { name: 'Annual Technology Survey' });
    const frame = embed.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/docs\.google\.com\/forms\/d\/.+\/viewform\?embedded=true$/,
    );
    expect(await frame.getAttribute('height')).toBe('600');
    expect(await embed.getByRole('link', { name: 'Open in New Tab' }).getAttribute('target')).toBe('_blank');
    await embed.getByRole('button', { name: 'Close' }).first().click();
    await embed.waitFor({ state: 'detached' });

    // Adding a link: https only.
    await page.getByRole('button', { name: 'Add Form' }).click();
    const add = page.getByRole('dialog', { name: 'Add Form' });
    await add.getByLabel('Title').fill('Parent Tech Survey');
    await add.getByLabel('URL').fill('http://docs.google.com/forms/d/1FAIpQLSdParentSurvey01/edit');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('URL must be an https:// link').waitFor();
    await add.getByLabel('URL').fill('https://docs.google.com/forms/d/1FAIpQLSdParentSurvey01/edit');
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Item added');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('parent');
    await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Parent Tech Survey' }).waitFor();
    expect(await page.getByText('Annual Technology Survey').count()).toBe(0);

    // An assessment: the security template sent to Maria, who fills it in.
    await page.getByRole('tab', { name: 'Assessment Workflows' }).click();
    const results = await sendToMyself(page, 'Security Assessment', 'Benson security review');
    await results.getByRole('button', { name: 'Fill In' }).click();
    const fill = page.getByRole('dialog', { name: 'Benson security review' });
    await fill.getByRole('button', { name: 'Submit' }).click();
    await fill.getByText('"MFA is required for all staff accounts" is required').waitFor();
    await answerAll(fill);
    await fill
      .getByRole('group', { name: 'MFA is required for all staff accounts' })
      .locator('label')
      .filter({ hasText: /^No$/ })
      .click();
    await fill
      .getByRole('group', { name: 'Firewall firmware is current' })
      .locator('label')
      .filter({ hasText: /^Partial$/ })
      .click();
    await fill.getByLabel('Notes on security').fill('Two schools still on the old firewall.');
    expect(await axeViolations(page, { include: '[role="dialog"]', exclude: 'iframe' })).toEqual([]);
    await shot(page, 'fill-1440');
    await fill.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Response submitted');

    // Its results: completion, a critical finding that becomes a ticket.
    await page.getByRole('button', { name: 'Benson security review' }).click();
    const done = page.getByRole('dialog', { name: 'Benson security review' });
    await done.getByText('1 of 1 submitted (100%)', { exact: false }).waitFor();
    const finding = done.getByRole('listitem').filter({ hasText: 'Staff accounts without MFA' });
    await finding.getByText('Critical').waitFor();
    await finding.getByRole('button', { name: 'Create ticket' }).click();
    await toast(page, 'Ticket created');
    await finding.getByText(/^Ticket BENSON-/).waitFor();
    expect(await axeViolations(page, { include: '[role="dialog"]', exclude: 'iframe' })).toEqual([]);
    await shot(page, 'results-1440');
    const pdfHref = await done.getByRole('link', { name: 'Report PDF' }).getAttribute('href');
    const pdf = await page.request.get(`${e2e.url}${pdfHref}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await fs.mkdir(SHOTS, { recursive: true });
    await fs.writeFile(`${SHOTS}/report.pdf`, await pdf.body());
    await done.getByRole('button', { name: 'Close' }).click();
    await done.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Summary' }).getByText('1', { exact: true }).first().waitFor();
    await shot(page, 'assessment-1440');
    await context.close();
  });

  it('the toolkit at 390 px: tabs, a checklist filled on the phone, nothing wider than the screen, axe clean', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 390 });
    await page.goto(`${e2e.url}/onsite-tech-toolkit`);
    await page.getByRole('heading', { name: 'Onsite Tech Toolkit' }).waitFor();
    for (const label of ['New Form', 'New Sheet', 'New Doc'])
      expect(await page.getByRole('link', { name: label }).getAttribute('target')).toBe('_blank');
    await page.getByText('Site Visit Checklist').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { include: 'main', exclude: 'iframe' })).toEqual([]);
    await shot(page, 'toolkit-390');
    for (const tab of ['Sheets', 'Docs', 'Forms']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await page.getByText('Device Repair Tracker').count();
    await page.getByRole('tab', { name: 'Docs', exact: true }).click();
    await page.getByText('Network Closet Inspection').waitFor();
    await shot(page, 'toolkit-docs-390');
    await page.getByRole('tab', { name: 'Checklists' }).click();

    const results = await sendToMyself(page, 'Site Visit Checklist', 'Lincoln visit');
    await results.getByRole('button', { name: 'Fill In' }).click();
    const fill = page.getByRole('dialog', { name: 'Lincoln visit' });
    await answerAll(fill);
    await fill.getByLabel('Contact person met').fill('Ms. Alvarez');
    await fill.getByLabel('Work done').fill('Replaced the AP in room 12.');
    await fill.getByRole('button', { name: 'Save Draft' }).click();
    await toast(page, 'Draft saved');
    await page.getByRole('button', { name: 'Lincoln visit' }).click();
    await page
      .getByRole('dialog', { name: 'Lincoln visit' })
      .getByRole('button', { name: 'Fill In' })
      .click();
    const again = page.getByRole('dialog', { name: 'Lincoln visit' });
    expect(await again.getByLabel('Contact person met').inputValue()).toBe('Ms. Alvarez');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { include: '[role="dialog"]', exclude: 'iframe' })).toEqual([]);
    await shot(page, 'fill-390');
    // The server's answer is checked first, so that a refusal says why (seen once: no toast came).
    const answered = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /\/api\/workflows\/[^/]+\/responses$/.test(new URL(r.url()).pathname),
    );
    await again.getByRole('button', { name: 'Submit' }).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(200);
    await toast(page, 'Response submitted');
    await context.close();
  });
});
