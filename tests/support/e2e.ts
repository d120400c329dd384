import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_DISTRICT_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { launchBrowser } from './browser.ts';
import { startE2EServer } from './e2e-server.ts';

export { describeE2E } from './browser.ts';
/** The password of every seeded demo district account (admin@<code>.demo). */
export const DEMO_PASSWORD = DEMO_DISTRICT_PASSWORD;

/** Who signs in: a seeded account's email, or 'provider' for the demo provider admin. */
export type Who = 'provider' | (string & {});

export interface ContextOptions {
  /** Viewport width; 1440 unless told (390 for a phone). */
  width?: number;
  height?: number;
  acceptDownloads?: boolean;
  /** The app's service worker runs only where asked (the offline test): see launchBrowser. */
  serviceWorkers?: 'allow' | 'block';
}

export interface BrowserTests {
  /** The server's address, e.g. http://localhost:41234. */
  readonly url: string;
  /** The server's database (a test may set a row as a job would, e.g. a ticket's SLA clock). */
  readonly databaseUrl: string;
  readonly browser: Browser;
  /** A fresh browser context signed in as `who` (by API, so the page opens straight in the app). */
  signedIn(who: Who, options?: ContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** A page of a fresh, signed-out context, opened on the login gate. */
  visitor(options?: ContextOptions): Promise<Page>;
}

/**
 * The setup of a browser test file: call it at the top of the file. Before the tests it starts
 * the real server on a fresh database with the demo data (and `env`) and launches Chromium;
 * after them it stops both.
 */
export function setUpBrowserTests(env: Record<string, string> = {}): BrowserTests {
  let server: Awaited<ReturnType<typeof startE2EServer>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side; each kept even when the other fails, so that afterAll stops it.
    const [started, launched] = await Promise.allSettled([startE2EServer(env), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const r of [started, launched]) if (r.status === 'rejected') throw r.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser) throw new Error('The browser tests have not started (use them inside tests).');
    return { server, browser };
  };
  const newContext = ({
    width = 1440,
    height = 1000,
    acceptDownloads,
    serviceWorkers,
  }: ContextOptions = {}) =>
    started().browser.newContext({ viewport: { width, height }, acceptDownloads, serviceWorkers });

  return {
    get url() {
      return started().server.url;
    },
    get databaseUrl() {
      return started().server.databaseUrl;
    },
    get browser() {
      return started().browser;
    },
    async signedIn(who, options) {
      const context = await newContext(options);
      const { url } = started().server;
      const res =
        who === 'provider'
          ? await context.request.get(`${url}/api/demo-access`)
          : await context.request.post(`${url}/api/auth/login`, {
              data: { email: who, password: DEMO_PASSWORD },
            });
      expect(res.ok(), `sign-in of ${who}`).toBe(true);
      return { context, page: await context.newPage() };
    },
    async visitor(options) {
      const page = await (await newContext({ height: 900, ...options })).newPage();
      await page.goto(started().server.url);
      return page;
    },
  };
}
