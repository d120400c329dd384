import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MEETING_MESSAGES } from '../../domain/meetings.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

async function openMeetings(email: string): Promise<Page> {
  const { page } = await e2e.signedIn(email, { acceptDownloads: true });
  await page.goto(`${e2e.url}/meetings`);
  await page.getByRole('heading', { name: 'Meetings', exact: true }).waitFor();
  return page;
}

const meetingCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describeE2E('meetings', () => {
  it('schedules a meeting and downloads it as an .ics file', async () => {
    const page = await openMeetings('admin@benson.demo');
    await meetingCard(page, 'Monthly technology check-in').waitFor();

    await page.getByRole('button', { name: 'Schedule Meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await dialog.getByText(MEETING_MESSAGES.titleRequired).waitFor();
    await dialog.getByLabel('Title').fill('Bond technology walkthrough');
    await dialog.getByLabel('Meeting type').selectOption('review');
    await dialog.getByLabel('Starts').fill('2030-04-02T09:00');
    await dialog.getByLabel('Ends').fill('2030-04-02T10:30');
    await dialog.getByLabel('Location').fill('High school gym');
    await dialog.getByLabel('Attendees').fill(' cfo@benson.example, , Principal Ortiz ,');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await page.getByText(MEETING_MESSAGES.scheduled, { exact: true }).first().waitFor();

    const card = meetingCard(page, 'Bond technology walkthrough');
    await card.getByText('cfo@benson.example, Principal Ortiz').waitFor();
    await card.getByText('Scheduled', { exact: true }).waitFor();
    await card.getByText(/9:00 AM – 10:30 AM · 1 hr 30 min/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Add to calendar: Bond technology walkthrough (.ics file)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bond-technology-walkthrough-2030-04-02.ics');
    const ics = unfold(await fs.readFile((await download.path())!, 'utf8'));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Bond technology walkthrough');
    expect(ics).toContain('LOCATION:High school gym');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:cfo@benson\.example/);
    await page.context().close();
  });

  it('gives a private calendar address that calendar services can read without signing in', async () => {
    const page = await openMeetings('admin@benson.demo');
    await page.getByRole('button', { name: 'Calendar sync' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar sync' });
    const address = dialog.getByLabel('Private calendar address');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/meetings\/feed\/.+\.ics$/);
    const url = await address.inputValue();
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(unfold(await feed.text())).toContain('SUMMARY:Monthly technology check-in');

    await dialog.getByRole('button', { name: 'Regenerate address' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText(MEETING_MESSAGES.feedRegenerated, { exact: true }).first().waitFor();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
    await page.context().close();
  });

  it('shows a meeting scheduled in another browser of the district without a reload', async () => {
    const watcher = await openMeetings('admin@benson.demo');
    await meetingCard(watcher, 'Monthly technology check-in').waitFor();
    const other = await openMeetings('admin@benson.demo');
    const res = await other.context().request.post(`${e2e.url}/api/meetings`, {
      data: { title: 'Arrives live', startDate: '2030-05-01T16:00:00Z', endDate: '2030-05-01T17:00:00Z' },
    });
    expect(res.status()).toBe(201);
    await meetingCard(watcher, 'Arrives live').waitFor();
    await watcher.context().close();
    await other.context().close();
  });

  it('has no accessibility violations, nor in its dialogs', async () => {
    const page = await openMeetings('admin@benson.demo');
    await meetingCard(page, 'Monthly technology check-in').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Schedule Meeting' }).click();
    await page.getByRole('dialog', { name: 'Schedule Meeting' }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Calendar sync' }).click();
    await page.getByRole('dialog', { name: 'Calendar sync' }).getByRole('button', { name: 'Copy' }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });

  it('shows examples, clearly marked and never stored, beside the empty state', async () => {
    const page = await openMeetings('admin@riverside.demo');
    await page.getByText('No meetings scheduled yet').waitFor();
    const examples = page.getByRole('article').filter({ hasText: 'Example' });
    expect(await examples.count()).toBe(2);
    expect(await examples.first().getByRole('link').count()).toBe(0);
    const list = await page.context().request.get(`${e2e.url}/api/meetings`);
    expect(await list.json()).toEqual([]);
    await page.context().close();
  });
});
