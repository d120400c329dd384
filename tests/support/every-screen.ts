import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, layoutProblems, settle } from './screen-check.ts';

/** Where the sweep keeps its screenshots (a test artefact: look at them after a run). */
const SHOTS = '.tmp/screens';
const WIDTHS = [1440, 390] as const;

/**
 * Opens each route at 1440 px and again at 390 px and checks it: nothing loading forever, no
 * sideways scroll, no text cut off without a way to read it, axe clean. Problems are collected
 * with `expect.soft`, so one run lists every screen that needs work; each width is screenshotted.
 */
export async function sweep(
  page: Page,
  baseUrl: string,
  who: string,
  routes: string[],
  query = '',
): Promise<void> {
  const folder = `${SHOTS}/${who}`;
  await fs.mkdir(folder, { recursive: true });
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(`${baseUrl}${route}${query}`);
    for (const width of WIDTHS) {
      const where = `${who} ${route} at ${width} px`;
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const settled = await settle(page).then(
        () => true,
        (err: Error) => {
          expect.soft(err.message, `${where}: never finished loading`).toBe('');
          return false;
        },
      );
      const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}-${width}`;
      // A long page on a loaded machine can take a while to capture: it is an artefact, not a check.
      await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true, timeout: 90_000 });
      if (!settled) continue;
      expect.soft(await layoutProblems(page), where).toEqual([]);
      expect.soft(await axeViolations(page), where).toEqual([]);
      if (width === WIDTHS[0]) await checkOpenMenu(page, where);
    }
  }
}

/** With the page's first menu open (a row's actions, say), axe finds nothing either. */
async function checkOpenMenu(page: Page, where: string): Promise<void> {
  const trigger = page.locator('main [aria-haspopup="menu"]:visible').first();
  if ((await trigger.count()) === 0) return;
  await trigger.click();
  await page.getByRole('menu').first().waitFor();
  expect.soft(await axeViolations(page), `${where}, a menu open`).toEqual([]);
  await page.keyboard.press('Escape');
}
