import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CALENDAR_MESSAGES as M } from '../../domain/calendar.ts';
import { SLA_MESSAGES } from '../../domain/sla.ts';
import { addDays, todayIn } from '../../domain/working-time.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// The Working calendar and SLA targets cards of the District profile (issue 30): a district
// administrator flips "Closed today", sets the week's hours, adds, imports and removes closed days,
// and sets the district's own SLA targets; at 1440 px and on a 390 px phone, by keyboard.

const e2e = setUpBrowserTests();
const ADMIN = 'admin@benson.demo';
const SHOTS = '/tmp/shots/calendar';
/** Benson keeps the default time zone of a district without a saved profile. */
const ZONE = 'America/New_York';
const LONG = { timeout: 240_000 };

/** What is wrong with the layout, but for a toast still on screen (as asset-categories.test.ts). */
const layout = async (page: Page) =>
  (await layoutProblems(page)).filter((p) => !p.includes('"Notification '));
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openProfile(page: Page) {
  await page.goto(`${e2e.url}/district-profile`);
  await page.getByRole('heading', { name: 'District Profile', level: 1 }).waitFor();
  const card = page.getByRole('region', { name: 'Working calendar' });
  await card.getByRole('heading', { name: 'Working hours' }).waitFor({ timeout: 60_000 });
  await settle(page);
  return card;
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

const ics = (...events: [string, string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Benson USD//EN',
    ...events.flatMap(([start, end, summary], i) => [
      'BEGIN:VEVENT',
      `UID:e2e-${i}@benson`,
      `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

describeE2E('Working calendar and SLA targets', () => {
  it('a district administrator keeps the calendar and the targets at 1440 px', LONG, async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await e2e.signedIn(ADMIN);
    const card = await openProfile(page);
    const today = todayIn(ZONE);

    // The defaults: the school day, Monday to Friday.
    await card.getByText('From the school day until you set your own.', { exact: false }).waitFor();
    expect(await card.locator('dd').first().textContent()).toBe('07:00–16:00');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-1440.png`, fullPage: true });

    // A snow day: "Closed today" from the keyboard, and back.
    const closedToday = card.getByRole('switch', { name: 'Closed today' });
    await closedToday.focus();
    await page.keyboard.press('Space');
    await toast(page, M.closedNow.title);
    await expect.poll(() => closedToday.isChecked()).toBe(true);
    const closedDays = card.getByRole('table', { name: 'Closed days' });
    await closedDays
      .getByRole('row', { name: /Unplanned closure/ })
      .getByText('Today')
      .waitFor();
    await expectVisibleFocus(page);
    await page.screenshot({ path: `${SHOTS}/closed-today-1440.png` });
    await page.keyboard.press('Space');
    await toast(page, M.openNow.title);
    await closedDays.waitFor({ state: 'detached' });
    await card.getByText('No closed days yet').waitFor();

    // The week's hours: Friday ends early, Wednesday is split, Saturday morning opens.
    const editHours = card.getByRole('button', { name: 'Edit Hours' });
    await pressOpen(page, editHours);
    const hours = page.getByRole('dialog', { name: 'Working hours' });
    await hours.waitFor();
    const day = (name: string) => hours.getByRole('group', { name });
    await day('Friday').getByLabel('To').fill('15:00');
    await day('Wednesday').getByRole('button', { name: 'Add hours on Wednesday' }).click();
    await day('Wednesday').getByLabel('From').nth(1).fill('15:00');
    await day('Wednesday').getByLabel('To').nth(1).fill('17:00');
    await pressOpen(page, hours.getByRole('button', { name: 'Save Hours' }));
    // Overlapping intervals are refused with the domain's words, and nothing is saved.
    await hours.getByText(M.overlap('wed')).waitFor();
    await day('Wednesday').getByLabel('From').nth(1).fill('16:30');
    await day('Saturday').getByRole('button', { name: 'Add hours on Saturday' }).click();
    await day('Saturday').getByLabel('From').fill('08:00');
    await day('Saturday').getByLabel('To').fill('12:00');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/hours-dialog-1440.png` });
    await pressOpen(page, hours.getByRole('button', { name: 'Save Hours' }));
    await toast(page, M.saved.title);
    await hours.waitFor({ state: 'detached' });
    await expectFocusOn(page, editHours);
    const hoursOf = async (weekday: string) =>
      card.locator('dt', { hasText: weekday }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await hoursOf('Friday')).toBe('07:00–15:00');
    expect(await hoursOf('Wednesday')).toBe('07:00–16:00, 16:30–17:00');
    expect(await hoursOf('Saturday')).toBe('08:00–12:00');
    expect(await hoursOf('Sunday')).toBe('Closed');

    // A closed day by hand; the same date twice is refused in the dialog.
    const addDay = card.getByRole('button', { name: 'Add Closed Day' });
    const workday = addDays(today, 20);
    await pressOpen(page, addDay);
    const add = page.getByRole('dialog', { name: 'Add Closed Day' });
    await add.getByLabel('Date').fill(workday);
    await add.getByLabel('Name').fill('Teacher workday');
    await pressOpen(page, add.getByRole('button', { name: 'Add Closed Day' }));
    await toast(page, M.dayAdded.title);
    await add.waitFor({ state: 'detached' });
    await expectFocusOn(page, addDay);
    await closedDays.getByRole('row', { name: /Teacher workday/ }).waitFor();
    await pressOpen(page, addDay);
    await add.getByLabel('Date').fill(workday);
    await add.getByLabel('Name').fill('Again');
    await pressOpen(page, add.getByRole('button', { name: 'Add Closed Day' }));
    await add.getByText(/is listed twice/).waitFor();
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });
    await expectFocusOn(page, addDay);

    // The school calendar from an .ics file: a three-day break and a day already listed.
    const importButton = card.getByRole('button', { name: 'Import .ics' });
    await pressOpen(page, importButton);
    const importer = page.getByRole('dialog', { name: 'Import Closed Days' });
    expect(await axeViolations(page)).toEqual([]);
    const breakStart = addDays(today, 30);
    await importer.getByLabel('An .ics file').setInputFiles({
      name: 'benson-2026.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(
        ics([breakStart, addDays(breakStart, 3), 'Fall break'], [workday, addDays(workday, 1), 'PD day']),
      ),
    });
    await toast(page, '3 closed days added');
    await page.getByText('Skipped: 1 already listed.').first().waitFor();
    await importer.waitFor({ state: 'detached' });
    await expectFocusOn(page, importButton);
    expect(await closedDays.getByRole('row', { name: /Fall break/ }).count()).toBe(3);

    // A feed on a private network is refused, in the dialog.
    await pressOpen(page, importButton);
    await importer.getByLabel('Or the calendar’s address').fill('https://10.1.2.3/calendar.ics');
    await importer.getByRole('button', { name: 'Import from Address' }).click();
    await importer
      .getByRole('alert')
      .getByText('The address may not point at a private or local network')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/import-refused-1440.png` });
    await page.keyboard.press('Escape');
    await importer.waitFor({ state: 'detached' });
    await expectFocusOn(page, importButton);

    // Removing a day sends focus to the next one's button.
    const firstBreak = closedDays.getByRole('button', { name: /^Remove Fall break/ }).first();
    await firstBreak.focus();
    await page.keyboard.press('Enter');
    await toast(page, M.dayRemoved.title);
    await expect.poll(() => closedDays.getByRole('row', { name: /Fall break/ }).count()).toBe(2);
    await expectFocusOn(page, closedDays.getByRole('button', { name: /^Remove Fall break/ }).first());

    // SLA targets: the tier's defaults, then the district's own.
    const sla = page.getByRole('region', { name: 'SLA targets' });
    await sla.getByText('FS Altitude defaults').waitFor();
    await sla
      .getByRole('row', { name: /Critical/ })
      .getByText('5 h')
      .waitFor();
    const editTargets = sla.getByRole('button', { name: 'Edit Targets' });
    await pressOpen(page, editTargets);
    const targets = page.getByRole('dialog', { name: 'SLA Targets' });
    const critical = targets.getByRole('group', { name: 'Critical' });
    await critical.getByLabel('Resolution', { exact: true }).fill('3');
    await critical.getByLabel('Unit of first response').selectOption('hours');
    await critical.getByLabel('First response', { exact: true }).fill('4');
    await pressOpen(page, targets.getByRole('button', { name: 'Save Targets' }));
    await critical.getByText(SLA_MESSAGES.order('critical')).waitFor();
    await critical.getByLabel('First response', { exact: true }).fill('10');
    await critical.getByLabel('Unit of first response').selectOption('minutes');
    await critical.getByRole('switch', { name: 'Around the clock (24×7)' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/targets-dialog-1440.png` });
    await pressOpen(page, targets.getByRole('button', { name: 'Save Targets' }));
    await toast(page, SLA_MESSAGES.saved.title);
    await targets.waitFor({ state: 'detached' });
    await expectFocusOn(page, editTargets);
    await sla.getByText('The district’s own').waitFor();
    const criticalRow = sla.getByRole('row', { name: /Critical/ });
    await criticalRow.getByText('3 h').waitFor();
    await criticalRow.getByText('10 min').waitFor();
    await criticalRow.getByText('24×7').waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-after-1440.png`, fullPage: true });
    await card.screenshot({ path: `${SHOTS}/calendar-card-1440.png` });
    await context.close();
  });

  it('works on a 390 px phone', LONG, async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
    const card = await openProfile(page);
    // The closed days are cards on a phone.
    const list = card.getByRole('list', { name: 'Closed days' });

    const closedToday = card.getByRole('switch', { name: 'Closed today' });
    await closedToday.focus();
    await page.keyboard.press('Space');
    await toast(page, M.closedNow.title);
    await list.getByText('Unplanned closure').waitFor();

    const addDay = card.getByRole('button', { name: 'Add Closed Day' });
    await pressOpen(page, addDay);
    const add = page.getByRole('dialog', { name: 'Add Closed Day' });
    await add.getByLabel('Date').fill(addDays(todayIn(ZONE), 45));
    await add.getByLabel('Name').fill('Veterans Day (observed)');
    await page.screenshot({ path: `${SHOTS}/add-day-390.png` });
    await pressOpen(page, add.getByRole('button', { name: 'Add Closed Day' }));
    await toast(page, M.dayAdded.title);
    await add.waitFor({ state: 'detached' });
    await expectFocusOn(page, addDay);
    await list.getByText('Veterans Day (observed)').waitFor();

    await pressOpen(page, card.getByRole('button', { name: 'Edit Hours' }));
    const hours = page.getByRole('dialog', { name: 'Working hours' });
    await hours.waitFor();
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/hours-dialog-390.png` });
    await page.keyboard.press('Escape');
    await hours.waitFor({ state: 'detached' });

    const sla = page.getByRole('region', { name: 'SLA targets' });
    await sla.getByRole('list', { name: 'SLA targets by priority' }).waitFor();
    await pressOpen(page, sla.getByRole('button', { name: 'Edit Targets' }));
    const targets = page.getByRole('dialog', { name: 'SLA Targets' });
    await targets.waitFor();
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/targets-dialog-390.png` });
    await page.keyboard.press('Escape');
    await targets.waitFor({ state: 'detached' });

    // Today back to open, for whoever looks next.
    await closedToday.focus();
    await page.keyboard.press('Space');
    await toast(page, M.openNow.title);
    expect(await axeViolations(page)).toEqual([]);
    expect(await layout(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
    await card.screenshot({ path: `${SHOTS}/calendar-card-390.png` });
    await sla.screenshot({ path: `${SHOTS}/sla-card-390.png` });
    await context.close();
  });
});
