import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launchBrowser } from '../support/browser.ts';
import { axeViolations, layoutProblems } from '../support/screen-check.ts';

// The checks every browser test leans on find what they are for, on pages made to fail them.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page of `body` served from an address of its own (its frames share its origin, as the app's do). */
async function pageWith(body: string, width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.route('http://checks.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/inner')
        ? `<!doctype html><html lang="en"><head><title>inner</title></head><body>${INNER}</body></html>`
        : `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`,
    }),
  );
  await page.goto('http://checks.test/');
  return page;
}

const PICTURE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
const INNER = `<main><h1>Inner</h1>${PICTURE}</main>`;

const FAULTY = `
  <main>
    <h1>Faulty</h1>
    <section id="faint"><p style="color:#ccc;background:#fff">Faint text</p></section>
    <section id="pictures">${PICTURE}</section>
  </main>`;

describeE2E('the screen checks', () => {
  it('axe reports a missing alternative text and faint text, within the part asked for', async () => {
    const page = await pageWith(FAULTY);
    const all = await axeViolations(page);
    expect(all.some((v) => v.startsWith('image-alt:'))).toBe(true);
    expect(all.some((v) => v.startsWith('color-contrast:'))).toBe(true);
    // Again on the same page (axe is in it already), without contrast, and scoped.
    expect(
      (await axeViolations(page, { contrast: false })).some((v) => v.startsWith('color-contrast:')),
    ).toBe(false);
    expect(await axeViolations(page, '#faint')).toEqual([expect.stringMatching(/^color-contrast:/)]);
    expect(
      (await axeViolations(page, { exclude: '#pictures' })).some((v) => v.startsWith('image-alt:')),
    ).toBe(false);
    await page.context().close();
  });

  it('axe reports what is wrong inside a frame of the page', async () => {
    const page = await pageWith('<main><h1>Framed</h1><iframe title="Inner" src="/inner"></iframe></main>');
    await page.frameLocator('iframe').getByRole('heading', { name: 'Inner' }).waitFor();
    expect((await axeViolations(page)).some((v) => v.startsWith('image-alt:'))).toBe(true);
    await page.context().close();
  });

  it('layout reports a page that scrolls sideways and text cut off without a way to read it', async () => {
    const page = await pageWith(
      `<main><div style="width:600px">wide</div>
        <p style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A long name cut off</p>
        <p title="A long name told" style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A long name told</p></main>`,
      390,
    );
    const problems = await layoutProblems(page);
    expect(problems.some((p) => p.startsWith('the page scrolls sideways'))).toBe(true);
    expect(problems.filter((p) => p.startsWith('cut off'))).toEqual([
      'cut off without its full text on hover: <p> "A long name cut off"',
    ]);
    await page.context().close();
  });
});
