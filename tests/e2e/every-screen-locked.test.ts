import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for the administrator of a district on FS Analysis (most
// screens locked), at 1440 and 390 px.
const e2e = setUpBrowserTests();

describeE2E('every district screen, on the lowest tier', () => {
  it('reads well for a district on FS Analysis, whose locked screens say why', async () => {
    const { page } = await e2e.signedIn('admin@riverside.demo');
    // Most are the same locked notice: axe measures each at 1440 px; the phone checks its layout.
    await sweep(page, e2e.url, 'analysis-admin', DISTRICT_ROUTES, { phoneAxe: false });
  }, 900_000);
});
