import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CANNED_MESSAGES as M } from '../../domain/canned-responses.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Canned responses (issue 30, desk tools): a district administrator keeps the district's replies
// (an unknown placeholder refused, placeholders inserted from the help), reads Five Star's, tries
// one on a ticket with the picker the reply box uses, and deletes one; at 1440 px and on a 390 px
// phone, by keyboard, focus back where it was after every dialog.

const e2e = setUpBrowserTests();
const ADMIN = 'admin@benson.demo';
const SHOTS = '/tmp/shots/canned-responses';
const LONG = { timeout: 240_000 };

/** What is wrong with the layout, but for a toast still on screen. */
const layout = async (page: Page) =>
  (await layoutProblems(page)).filter((p) => !p.includes('"Notification '));
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openPage(page: Page, phone = false) {
  await page.goto(`${e2e.url}/`);
  // From the sidebar (a drawer on a phone), as people get there.
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Canned Responses' })
    .click();
  await page.getByRole('heading', { name: 'Canned Responses', level: 1 }).waitFor();
  await settle(page);
}

/** Presses a button from the keyboard, as a keyboard user does. */
async function pressOpen(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => hasFocus(target)).toBe(true);
  await expectVisibleFocus(page);
}

/** The rows of the list (a table from md up, cards on a phone). */
const rowNamed = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Canned responses' })
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Canned responses' }).getByRole('listitem'))
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

describeE2E('Canned responses', () => {
  it(
    'a district administrator keeps the district’s responses and previews one at 1440 px',
    LONG,
    async () => {
      await fs.mkdir(SHOTS, { recursive: true });
      const { context, page } = await e2e.signedIn(ADMIN);
      await openPage(page);

      // The district's own and Five Star's, the district's first.
      await rowNamed(page, 'Chromebook repair: loaner issued').waitFor();
      const fiveStars = rowNamed(page, 'We’re on it');
      await fiveStars.getByText('Five Star', { exact: true }).waitFor();
      expect(await fiveStars.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await layout(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });

      // Search on the server: words of the body and tags count too.
      const search = page.getByLabel('Search canned responses');
      await search.fill('lamp');
      await rowNamed(page, 'Projector lamp on order').waitFor();
      await rowNamed(page, 'We’re on it').waitFor({ state: 'detached' });
      await search.fill('nothing like this at all');
      await page.getByText(M.noMatch).waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await rowNamed(page, 'We’re on it').waitFor();

      // Five Star's response opens to read, and focus comes back to its title.
      const fiveStarsTitle = fiveStars.getByRole('button', { name: 'We’re on it', exact: true });
      await pressOpen(page, fiveStarsTitle);
      const view = page.getByRole('dialog', { name: 'We’re on it' });
      await view.getByText('Five Star’s response, offered to every district.', { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });
      await expectFocusOn(page, fiveStarsTitle);

      // Add: an unknown placeholder is refused, naming it; the help inserts placeholders at the cursor.
      const addButton = page.getByRole('button', { name: 'Add Response' });
      await pressOpen(page, addButton);
      const add = page.getByRole('dialog', { name: 'Add Response' });
      await add.getByLabel('Title', { exact: true }).fill('Toner replaced');
      const body = add.getByLabel('Response', { exact: true });
      await body.fill('Hi {{requester.email}}, done.');
      await add.getByRole('button', { name: 'Add Response' }).click();
      await add.getByText(M.unknownPlaceholders(['requester.email'])).waitFor();
      await expect.poll(() => hasFocus(body)).toBe(true);
      await body.fill('Hi ');
      await add.getByRole('button', { name: /^Insert \{\{requester\.firstName\}\}/ }).click();
      // The caret follows the placeholder: typing goes on after it.
      await expect.poll(() => hasFocus(body)).toBe(true);
      await page.keyboard.type(', the toner in your printer is replaced (');
      await add.getByRole('button', { name: /^Insert \{\{ticket\.number\}\}/ }).click();
      await body.press('End');
      await body.pressSequentially(').');
      expect(await body.inputValue()).toBe(
        'Hi {{requester.firstName}}, the toner in your printer is replaced ({{ticket.number}}).',
      );
      await add.getByLabel('Category').selectOption('hardware');
      await add.getByLabel('Tags').fill('printer, toner');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/add-dialog-1440.png` });
      await pressOpen(page, add.getByRole('button', { name: 'Add Response' }));
      await toast(page, M.created);
      await add.waitFor({ state: 'detached' });
      await expectFocusOn(page, addButton);
      const added = rowNamed(page, 'Toner replaced');
      await added.getByText('printer', { exact: true }).waitFor();

      // Edit it; focus comes back to its Edit button.
      const editButton = added.getByRole('button', { name: 'Edit Toner replaced' });
      await pressOpen(page, editButton);
      const edit = page.getByRole('dialog', { name: 'Edit Response' });
      expect(await edit.getByLabel('Tags').inputValue()).toBe('printer, toner');
      await edit.getByLabel('Title', { exact: true }).fill('Toner cartridge replaced');
      await pressOpen(page, edit.getByRole('button', { name: 'Save Response' }));
      await toast(page, M.updated);
      await edit.waitFor({ state: 'detached' });
      const renamed = rowNamed(page, 'Toner cartridge replaced');
      await renamed.waitFor();
      await expectFocusOn(page, renamed.getByRole('button', { name: 'Edit Toner cartridge replaced' }));

      // Preview with a ticket: choose one, insert a response with the reply box's picker.
      const preview = page.getByRole('region', { name: /^Reply/ });
      const picker = preview.getByRole('button', { name: 'Insert canned response' });
      expect(await picker.isDisabled()).toBe(true);
      const ticket = page.getByRole('group', { name: 'Ticket' }).getByRole('radio').first();
      await ticket.check();
      const ticketNumber = (
        await page
          .getByRole('group', { name: 'Ticket' })
          .locator('label')
          .first()
          .locator('.font-mono')
          .textContent()
      )?.trim();
      expect(ticketNumber).toMatch(/^BENSON-\d+$/);
      await pressOpen(page, picker);
      const pick = page.getByRole('dialog', { name: 'Insert a canned response' });
      const combo = pick.getByRole('combobox', { name: 'Search canned responses' });
      await expect.poll(() => hasFocus(combo)).toBe(true);
      await pick.getByRole('option').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await combo.fill('toner');
      await pick.getByRole('option', { name: /Toner cartridge replaced/ }).waitFor();
      await expect.poll(() => pick.getByRole('option').count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/picker-1440.png` });
      await page.keyboard.press('Enter');
      await pick.waitFor({ state: 'detached' });
      await expectFocusOn(page, picker);
      const filled = preview.getByTestId('canned-preview');
      // Demo tickets have no requester: the greeting closes up, and the preview says why.
      await expect
        .poll(() => filled.textContent())
        .toBe(`Hi, the toner in your printer is replaced (${ticketNumber}).`);
      await preview.getByText(M.missing(['requester.firstName'])).waitFor();

      // Arrows choose among several; Five Star's responses are offered too.
      await pressOpen(page, picker);
      await combo.fill('on it');
      // Title matches first, once the search has settled.
      await expect.poll(() => pick.getByRole('option').first().textContent()).toContain('We’re on it');
      expect(await pick.getByRole('option').count()).toBeGreaterThan(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await pick.waitFor({ state: 'detached' });
      await expect.poll(() => filled.textContent()).toContain(`I’ve picked up ${ticketNumber}`);
      expect(await filled.textContent()).toContain('Five Star IT for Benson Unified School District');
      expect(await filled.textContent()).toContain('Maria Lopez');
      await page.screenshot({ path: `${SHOTS}/preview-1440.png`, fullPage: true });

      // Delete after confirmation: the row goes, focus goes to the search box.
      await pressOpen(page, renamed.getByRole('button', { name: 'Delete Toner cartridge replaced' }));
      const confirm = page.getByRole('alertdialog', { name: 'Delete this canned response?' });
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Delete Response' }).click();
      await toast(page, M.deleted);
      await renamed.waitFor({ state: 'detached' });
      await expectFocusOn(page, search);
      await context.close();
    },
  );

  it('works on a 390 px phone', LONG, async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
    await openPage(page, true);
    await rowNamed(page, 'Known Wi-Fi outage').waitFor();
    expect(await layout(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

    const addButton = page.getByRole('button', { name: 'Add Response' });
    await pressOpen(page, addButton);
    const add = page.getByRole('dialog', { name: 'Add Response' });
    await add.getByRole('button', { name: 'Add Response' }).click();
    await add.getByText(M.titleRequired).waitFor();
    await add.getByText(M.bodyRequired).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/add-dialog-390.png` });
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });
    await expectFocusOn(page, addButton);

    await page.getByRole('group', { name: 'Ticket' }).getByRole('radio').nth(1).check();
    const picker = page.getByRole('button', { name: 'Insert canned response' });
    await picker.scrollIntoViewIfNeeded();
    await pressOpen(page, picker);
    const pick = page.getByRole('dialog', { name: 'Insert a canned response' });
    await pick.getByRole('option', { name: /Known Wi-Fi outage/ }).waitFor();
    expect(await layout(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/picker-390.png` });
    await pick.getByRole('option', { name: /Known Wi-Fi outage/ }).click();
    await pick.waitFor({ state: 'detached' });
    await expectFocusOn(page, picker);
    await page
      .getByTestId('canned-preview')
      .getByText('We know about the Wi-Fi problem', { exact: false })
      .waitFor();
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/preview-390.png`, fullPage: true });
    await context.close();
  });

  it('Five Star keeps its own responses with no district open', LONG, async () => {
    const { context, page } = await e2e.signedIn('provider');
    await openPage(page);
    await rowNamed(page, 'Password reset complete').waitFor();
    await page.getByText('Choose a district above to preview', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Password reset complete' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/provider-1440.png`, fullPage: true });
    await pressOpen(page, page.getByRole('button', { name: 'Add Response' }));
    const add = page.getByRole('dialog', { name: 'Add Response' });
    await add.getByText('For every district', { exact: false }).waitFor();
    await add.getByLabel('Title', { exact: true }).fill('Scheduled maintenance tonight');
    await add
      .getByLabel('Response', { exact: true })
      .fill('Hi {{requester.firstName}}, {{district.name}} systems are down for maintenance tonight.');
    await add.getByRole('button', { name: 'Add Response' }).click();
    await toast(page, M.created);
    await rowNamed(page, 'Scheduled maintenance tonight').getByText('Five Star', { exact: true }).waitFor();
    await context.close();
  });
});
