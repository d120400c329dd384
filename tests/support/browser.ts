import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { describe } from 'vitest';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];
export const chromiumPath = CANDIDATES.find((p) => fs.existsSync(p));

if (!chromiumPath) {
  const msg = `No Chromium found (looked in ${CANDIDATES.join(', ')}): browser tests are SKIPPED. Install Debian's chromium.`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(msg);
  console.warn(`\n\n!!!!!!!! ${msg} !!!!!!!!\n\n`);
}

/** `describe` for browser tests: skipped loudly without Chromium, unless E2E_REQUIRED=1. */
export const describeE2E = chromiumPath ? describe : describe.skip;

/**
 * SCREENSHOTS=off (CI): a page's screenshots, artefacts to look at and never checked, are not
 * taken; a full page at 1440 px costs a second or more of a starved machine, hundreds of times a run.
 */
function skipPageScreenshots(context: BrowserContext): void {
  context.on('page', (page) => {
    page.screenshot = async () => Buffer.alloc(0);
  });
}

/**
 * With no screenshots to look at, pages are drawn without their blurs (the top bar's and a dialog's
 * backdrop): Chromium's software compositor draws a blur again on every frame, which measured
 * 13–20 % of a browser test run's processor. Nothing a test checks depends on a blur.
 */
async function drawWithoutBlurs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, ::before, ::after { backdrop-filter: none !important; filter: none !important; }';
      document.head.append(style);
    });
  });
}

/**
 * Chromium for the tests; `extraArgs` add to its switches (e.g. a fake camera fed from a file).
 * Its contexts block service workers unless asked (`serviceWorkers: 'allow'`): the app's worker
 * precaches the whole build (about 300 files) in every fresh context, which in a test that opens
 * many contexts is most of the work, and only the offline test is about it.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({
      ...options,
      serviceWorkers: options.serviceWorkers ?? 'block',
      // The app shortens every animation for people who ask for less motion (ui/theme.css): no
      // test waits for a fade, and Chromium draws no frames of it.
      reducedMotion: options.reducedMotion ?? 'reduce',
    });
    if (process.env.SCREENSHOTS === 'off') {
      skipPageScreenshots(context);
      await drawWithoutBlurs(context);
    }
    return context;
  };
  return browser;
}
