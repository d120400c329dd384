import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserTests } from './e2e.ts';
import { axeViolations, layoutProblems, settle } from './screen-check.ts';

/** Where the sweep keeps its screenshots (a test artefact: look at them after a run). */
const SHOTS = '.tmp/screens';
const WIDTHS = [1440, 390] as const;

/** What a sweep checks beyond loading, layout and axe (always, at both widths). */
export interface SweepChecks {
  /**
   * Whether axe measures colour contrast at 390 px too (default true). The colours of a screen are
   * its colours at 1440 px; a role whose phone screens another sweep has measured (the district
   * administrator's, the provider's) skips the costliest rule there.
   */
  phoneContrast?: boolean;
  /** Also open each screen's first menu at 1440 px and run axe on it (default true). */
  openMenus?: boolean;
  /**
   * Whether axe runs at 390 px too (default true). A role whose screens are another sweep's with
   * fewer actions (a technician's, a viewer's, the provider's in a district) is measured at 1440 px,
   * where its own notices and disabled states show; the phone's layout is still checked.
   */
  phoneAxe?: boolean;
  /**
   * Whether each screen is opened at 390 px too (default true). The read-only and the provider's
   * views of the district screens are the administrator's and the technician's with fewer actions,
   * whose phone layouts those sweeps check.
   */
  phone?: boolean;
}

/**
 * Opens each route at 1440 px and again at 390 px (unless told) and checks it: nothing loading
 * forever, no sideways scroll, no text cut off without a way to read it, axe clean (at 1440 px, and
 * at 390 px unless told). Problems are collected with `expect.soft`, so one run lists every screen
 * that needs work; each width is screenshotted (the whole page at 1440 px, the phone's screen at 390 px).
 */
export async function sweep(
  page: Page,
  baseUrl: string,
  who: string,
  routes: string[],
  {
    query = '',
    phoneContrast = true,
    openMenus = true,
    phoneAxe = true,
    phone = true,
  }: SweepChecks & { query?: string } = {},
): Promise<void> {
  const folder = `${SHOTS}/${who}`;
  await fs.mkdir(folder, { recursive: true });
  const trouble = recordTrouble(page);
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    trouble.length = 0;
    await page.goto(`${baseUrl}${route}${query}`);
    for (const width of phone ? WIDTHS : WIDTHS.slice(0, 1)) {
      const where = `${who} ${route} at ${width} px`;
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const settled = await settleOrReload(page, where, trouble);
      const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}-${width}`;
      // A long page on a loaded machine can take a while to capture: it is an artefact, not a check.
      const fullPage = width === WIDTHS[0];
      await page.screenshot({ path: `${folder}/${name}.png`, fullPage, timeout: 90_000 });
      if (!settled) continue;
      expect.soft(await steadyLayoutProblems(page), where).toEqual([]);
      // The window is named by the screen's heading (WCAG 2.4.2).
      const heading = (await page.locator('main h1').first().textContent())?.replace(/\s+/g, ' ').trim();
      expect.soft(await page.title(), where).toBe(`${heading} · Five Star District IT Portal`);
      const wide = width === WIDTHS[0];
      if (wide || phoneAxe)
        expect.soft(await axeViolations(page, { contrast: wide || phoneContrast }), where).toEqual([]);
      if (openMenus && width === WIDTHS[0]) await checkOpenMenu(page, where);
    }
  }
}

/**
 * The page's layout problems, measured again after a pause when there are any: a page that just
 * changed width, or took in a live update, can be caught between two layouts on a starved machine.
 * A problem that stays is reported.
 */
async function steadyLayoutProblems(page: Page): Promise<string[]> {
  const first = await layoutProblems(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  return layoutProblems(page);
}

/** The console errors and failed requests of the page since the list was last emptied. */
function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') trouble.push(`console: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => trouble.push(`page error: ${e.message.slice(0, 300)}`));
  page.on('requestfailed', (r) => trouble.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 500) trouble.push(`answered ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return trouble;
}

/**
 * Waits for the page to settle. A page that does not is reloaded once (a starved CI machine can
 * lose a request): what went wrong is printed either way, and a page that fails twice is a failure.
 */
async function settleOrReload(page: Page, where: string, trouble: string[]): Promise<boolean> {
  const attempt = () =>
    settle(page).then(
      () => null,
      (err: Error) => err.message,
    );
  const first = await attempt();
  if (first === null) return true;
  const seen = async () => {
    const text =
      (await page
        .locator('body')
        .textContent()
        .catch(() => null)) ?? '';
    return [`url ${page.url()}`, `text "${text.replace(/\s+/g, ' ').slice(0, 300)}"`, ...trouble].join(
      '\n  ',
    );
  };
  console.warn(`${where}: did not settle (${first.split('\n')[0]}); reloading once.\n  ${await seen()}`);
  trouble.length = 0;
  await page.reload();
  const second = await attempt();
  if (second === null) return true;
  expect.soft(`${second}\n  ${await seen()}`, `${where}: never finished loading`).toBe('');
  return false;
}

/** With the page's first menu open (a row's actions, say), axe finds nothing in it either. */
async function checkOpenMenu(page: Page, where: string): Promise<void> {
  const trigger = page.locator('main [aria-haspopup="menu"]:visible').first();
  if ((await trigger.count()) === 0) return;
  await trigger.click();
  await page.getByRole('menu').first().waitFor();
  // The menu fades in: axe reads colours mid-fade as too faint on a slow machine.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // The page under it was just measured: axe looks at the menu.
  expect.soft(await axeViolations(page, '[role="menu"]'), `${where}, a menu open`).toEqual([]);
  await page.keyboard.press('Escape');
}

const MEMBER_PASSWORD = 'Sweep-Every-Screen-2030';

/** A page signed in as a new member of Lakeside with `role`, invited by its administrator. */
export async function lakesideMember(e2e: BrowserTests, role: 'technician' | 'viewer'): Promise<Page> {
  const { context: admin } = await e2e.signedIn('admin@lakeside.demo');
  const invite = await admin.request.post(`${e2e.url}/api/users/invitations`, {
    data: { email: `${role}.sweep@lakeside.example`, role, firstName: 'Sam', lastName: role },
  });
  expect(invite.ok()).toBe(true);
  const token = new URL((await invite.json()).inviteUrl).pathname.split('/').pop();
  await admin.close();
  const context = await e2e.browser.newContext();
  const accepted = await context.request.post(`${e2e.url}/api/auth/invite/accept`, {
    data: { token, password: MEMBER_PASSWORD },
  });
  expect(accepted.ok()).toBe(true);
  return context.newPage();
}
