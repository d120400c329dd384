import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for a technician and a viewer of a district on FS Apex,
// at 1440 and 390 px: what their role may not use says so, nothing else differs in layout.
const e2e = setUpBrowserTests();
const PASSWORD = 'Sweep-Every-Screen-2030';

/** A browser signed in as a new member of Lakeside with `role`, invited by its administrator. */
async function member(browser: Browser, role: 'technician' | 'viewer') {
  const { context: admin } = await e2e.signedIn('admin@lakeside.demo');
  const invite = await admin.request.post(`${e2e.url}/api/users/invitations`, {
    data: { email: `${role}.sweep@lakeside.example`, role, firstName: 'Sam', lastName: role },
  });
  expect(invite.ok()).toBe(true);
  const token = new URL((await invite.json()).inviteUrl).pathname.split('/').pop();
  await admin.close();
  const context = await browser.newContext();
  const accepted = await context.request.post(`${e2e.url}/api/auth/invite/accept`, {
    data: { token, password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);
  return context.newPage();
}

describeE2E('every district screen, for its members', () => {
  it('reads well for a technician', async () => {
    await sweep(await member(e2e.browser, 'technician'), e2e.url, 'technician', DISTRICT_ROUTES);
  }, 900_000);

  it('reads well for a viewer', async () => {
    await sweep(await member(e2e.browser, 'viewer'), e2e.url, 'viewer', DISTRICT_ROUTES);
  }, 900_000);
});
