import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { RULE_MESSAGES as M } from '../../domain/rules.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus, expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Ticket rules (issue 30): a district administrator reads the district's rules and the templates,
// runs the simulator on the copied auto-close rule, and adds a rule with the editor; at 1440 px and
// on a 390 px phone, axe clean; by keyboard, focus visible, Escape closes, focus back on the opener.

const e2e = setUpBrowserTests();
const ADMIN = 'admin@benson.demo';
const SHOTS = '/tmp/polish30-shots/rules';
const LONG = { timeout: 240_000 };

const layout = async (page: Page) =>
  (await layoutProblems(page)).filter((p) => !p.includes('"Notification '));

const AUTO_CLOSE = 'Resolved tickets close after 3 working days without a reply';

/** Presses a button from the keyboard, as a keyboard user does. */
async function pressOpen(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => hasFocus(target)).toBe(true);
  await expectVisibleFocus(page);
}

/** The editor and the simulator by keyboard: focus in and visible, Escape closes, focus back. */
async function checkDialogsByKeyboard(page: Page) {
  // Reach Add Rule by keyboard (the page was opened with the mouse, and Chromium shows no ring for
  // focus given by a script after a click).
  const addButton = page.getByRole('button', { name: 'Add Rule' });
  await addButton.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, addButton);
  await checkDialogFocus(page, addButton, 'Add Rule');
  await checkDialogFocus(
    page,
    page.getByRole('button', { name: 'Edit Network outages are urgent' }),
    'Edit Rule',
  );
  const simulate = page.getByRole('button', { name: `Simulate ${AUTO_CLOSE}` }).first();
  await checkDialogFocus(page, simulate, `Simulator: ${AUTO_CLOSE}`);
  // Its Close button, pressed from the keyboard, gives focus back too.
  await checkDialogFocus(page, simulate, `Simulator: ${AUTO_CLOSE}`, async (dialog) => {
    await pressOpen(page, dialog.getByRole('button', { name: 'Close', exact: true }).last());
  });
}

async function openPage(page: Page, phone = false) {
  await page.goto(`${e2e.url}/`);
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ticket Rules' }).click();
  await page.getByRole('heading', { name: 'Ticket Rules', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Network outages are urgent' }).waitFor();
  await settle(page);
}

describeE2E('Ticket rules', () => {
  it('lists, simulates and adds rules at 1440 px', LONG, async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await e2e.signedIn(ADMIN);
    await openPage(page);
    await page.getByRole('heading', { name: 'Critical tickets go to Five Star' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });
    await checkDialogsByKeyboard(page);

    // The simulator on the district's copy of the auto-close template (off).
    await page
      .getByRole('button', { name: 'Simulate Resolved tickets close after 3 working days without a reply' })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Nothing was changed\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/simulator-1440.png` });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // A new rule: a missing name is refused with the domain's message, then added.
    const addButton = page.getByRole('button', { name: 'Add Rule' });
    await pressOpen(page, addButton);
    const form = page.getByRole('dialog', { name: 'Add Rule' });
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await form.getByText(M.nameRequired).waitFor();
    await form.getByLabel('Name').fill('Projectors are hardware');
    await form.getByLabel('Mentions any of these words').fill('projector, lamp');
    await form.getByLabel('Action 1', { exact: true }).selectOption('set_category');
    await form.getByLabel('Category', { exact: true }).selectOption('hardware');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/editor-1440.png` });
    await pressOpen(page, form.getByRole('button', { name: 'Add Rule' }));
    await page.getByText(M.created, { exact: true }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    await expectFocusOn(page, addButton);
    await page.getByRole('heading', { name: 'Projectors are hardware' }).waitFor();
    await page
      .getByText(
        'When a ticket is created, if it mentions “projector” or “lamp”: set the category to Hardware.',
      )
      .waitFor();
    await context.close();
  });

  it('reads the same on a 390 px phone', LONG, async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390 });
    await openPage(page, true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
    await checkDialogsByKeyboard(page);
    const simulate = page.getByRole('button', { name: `Simulate ${AUTO_CLOSE}` }).first();
    await pressOpen(page, simulate);
    const simulator = page.getByRole('dialog', { name: `Simulator: ${AUTO_CLOSE}` });
    await simulator.getByText(/Nothing was changed\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/simulator-390.png` });
    await page.keyboard.press('Escape');
    await simulator.waitFor({ state: 'detached' });
    await expectFocusOn(page, simulate);
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await page.getByRole('dialog').getByLabel('Name').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/editor-390.png` });
    await context.close();
  });
});
