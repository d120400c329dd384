import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { ADMIN_NAV, DISTRICT_NAV } from '../../domain/navigation.ts';

/**
 * axe-core itself, put into a page once per document (not through @axe-core/playwright, which injects
 * its 580 KB twice per call and finishes each run in a new blank page: three times the cost, over
 * hundreds of calls a run).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every screen a sidebar links to, plus the pages of the avatar menu and the bell. */
export const ADMIN_ROUTES = unique([
  ...ADMIN_NAV.flatMap((g) => g.links.map((l) => l.to)),
  '/account',
  '/notifications',
]);
export const DISTRICT_ROUTES = unique([
  ...DISTRICT_NAV.flatMap((g) => g.links.map((l) => l.to)),
  '/account',
  '/notifications',
]);

function unique(routes: string[]): string[] {
  return [...new Set(routes)];
}

/** Waits until the page has a heading and nothing on it is still loading. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main h1, main [role="heading"][aria-level="1"]').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main [role="status"] .animate-spin, main .animate-pulse, main [aria-busy="true"]',
      ),
    undefined,
    // Every 100 ms rather than every frame: a frame asked for 60 times a second while a screen
    // loads is work for a machine that also runs the server and the database.
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * What is wrong with the page as laid out now: the page scrolls sideways, or a text is cut off
 * (hidden overflow or an ellipsis) without its whole text on hover (`title`) or to assistive
 * technology (`aria-label`).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px wide in a ${window.innerWidth} px window`,
      );
    // The body hides sideways overflow, so a box that sticks out of the window is cut off rather
    // than scrolled to: report the outermost such box that no scrolling or clipping box holds.
    const held = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible' || getComputedStyle(p).position === 'fixed')
          return true;
      return false;
    };
    const reported = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= window.innerWidth + 1) continue;
      if (getComputedStyle(el).position === 'fixed' || held(el)) continue;
      if (el.parentElement && reported.has(el.parentElement)) {
        reported.add(el);
        continue;
      }
      reported.add(el);
      problems.push(`sticks out of the window (right edge at ${Math.round(rect.right)} px): ${describe(el)}`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.sr-only, [aria-hidden="true"], svg')) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText || el.getClientRects().length === 0) continue;
      // Text for screen readers only, hidden by a 1 px clip (Radix's announcement of a new toast).
      if (el.clientWidth <= 1 && el.clientHeight <= 1) continue;
      const style = getComputedStyle(el);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) && style.webkitLineClamp !== 'none';
      const cutX = clipsX && el.scrollWidth > el.clientWidth + 1;
      const cutY = clipsY && el.scrollHeight > el.clientHeight + 1;
      if (!cutX && !cutY) continue;
      const full = (el.textContent ?? '').trim();
      const shown = el.closest('[title], [aria-label]');
      const told = shown?.getAttribute('title') ?? shown?.getAttribute('aria-label') ?? '';
      if (told.includes(full.slice(0, 40))) continue;
      problems.push(`cut off without its full text on hover: ${describe(el)}`);
    }
    return problems;
  });
}

/** What axe looks at: the part of the page (`include`, default the whole page), and whether contrast counts. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  /**
   * false leaves out colour contrast, by far axe's costliest rule, where another pass over the same
   * screen has measured it.
   */
  contrast?: boolean;
}

/**
 * axe's violations of the page or of the part `scope` names (a selector or the options), one
 * "rule: help (element)" per offending element. Only violations are reported in detail: axe's
 * passes, by far the most nodes, are counted and not described.
 */
export async function axeViolations(page: Page, scope: string | AxeScope = {}): Promise<string[]> {
  const { include, exclude, contrast = true } = typeof scope === 'string' ? { include: scope } : scope;
  // Colour contrast measured mid-fade (a toast, a dialog sliding in) is not the page's.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    ...(contrast ? {} : { rules: { 'color-contrast': { enabled: false } } }),
  };
  // Every frame needs axe for the page's run to look inside it.
  for (const frame of page.frames())
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, exclude, options }) => {
      const context = { ...(include ? { include } : {}), exclude: exclude ? [exclude] : [] };
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} (${n.target.join(' ')})`));
    },
    { include, exclude, options },
  );
}
