import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES as M } from '../../domain/attachments.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sampleExe, samplePdf, samplePng } from '../support/sample-files.ts';
import { axeViolations, layoutProblems } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const SLOW = 240_000;
const SHOTS = '/tmp/shots/attachments';
await fs.mkdir(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describeE2E('Ticket attachments', () => {
  for (const width of [1440, 390]) {
    it(
      `staff attach an image and a PDF in the ticket details, see the thumbnail and download the file (${width} px)`,
      async () => {
        const { context, page } = await e2e.signedIn('admin@benson.demo', { width, acceptDownloads: true });
        // File pickers are intercepted (Playwright starts when first asked, which takes a moment).
        page.on('filechooser', () => {});
        const created = await context.request.post(`${e2e.url}/api/tickets`, {
          data: { title: `Projector flickers (${width})`, description: 'Room 4, since Monday.' },
          headers: { origin: e2e.url },
        });
        expect(created.status()).toBe(201);
        const ticket = (await created.json()) as { id: string };

        await page.goto(`${e2e.url}/tickets?ticket=${ticket.id}`);
        const details = page.getByRole('dialog', { name: new RegExp(`Projector flickers \\(${width}\\)`) });
        const files = details.getByRole('region', { name: 'Attachments' });
        await files.getByText(M.none).waitFor();

        const attach = details.getByRole('button', { name: 'Attach file' });
        const input = details.locator('input[type="file"]');
        const png = samplePng(160, 120);
        const pdf = await samplePdf('Projector manual, page 12');

        // A file that is not what its name says: refused with the reason, nothing kept.
        await input.setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: sampleExe() });
        await details.getByRole('alert').getByText(M.notAccepted('manual.pdf')).waitFor();
        await details.screenshot({ path: `${SHOTS}/refused-${width}.png` });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toContain('Attach file');
        await details.getByRole('button', { name: 'Dismiss' }).click();

        await input.setInputFiles({ name: 'flicker.png', mimeType: 'image/png', buffer: png });
        await toast(page, M.attached('flicker.png'));
        await expect.poll(() => attach.isEnabled()).toBe(true);
        // While it is sent: its progress, and the button busy (the answer held until seen).
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/tickets/*/attachments', async (route) => {
          await held;
          await route.continue();
        });
        await input.setInputFiles({ name: 'Projector manual.pdf', mimeType: 'application/pdf', buffer: pdf });
        await details.getByRole('progressbar', { name: M.uploading('Projector manual.pdf') }).waitFor();
        await expect.poll(() => attach.getAttribute('aria-busy')).toBe('true');
        release();
        await toast(page, M.attached('Projector manual.pdf'));
        await page.unroute('**/api/tickets/*/attachments');

        // The image as a thumbnail (the image itself, scaled), the PDF as its icon and name.
        const thumbnail = files.getByRole('link', { name: 'Open flicker.png' }).locator('img');
        await thumbnail.waitFor();
        await expect
          .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(160);
        await files.getByRole('link', { name: 'Projector manual.pdf', exact: true }).waitFor();
        await expect.poll(() => files.getByRole('listitem').count()).toBe(2);
        await expect.poll(() => attach.isEnabled()).toBe(true);

        expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
        expect(await layoutProblems(page)).toEqual([]);
        await files.scrollIntoViewIfNeeded();
        await shot(page, `details-${width}`);
        await details.screenshot({ path: `${SHOTS}/dialog-${width}.png` });

        // Download: the same bytes under the same name.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          files.getByRole('link', { name: 'Download Projector manual.pdf' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('Projector manual.pdf');
        const saved = await download.path();
        expect((await fs.readFile(saved)).equals(pdf)).toBe(true);

        // The keyboard reaches the button, and Enter opens the picker.
        await attach.focus();
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
        expect(chooser.isMultiple()).toBe(false);
        await context.close();
      },
      SLOW,
    );
  }
});
