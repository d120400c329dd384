import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for the administrator of a district on FS Apex (every
// screen open to it) and of one on FS Analysis (most screens locked), at 1440 and 390 px.
// every-screen-members.test.ts does the same for a technician and a viewer.
const e2e = setUpBrowserTests();

describeE2E('every district screen', () => {
  it('reads well for a district administrator on FS Apex', async () => {
    const { page } = await e2e.signedIn('admin@lakeside.demo');
    await sweep(page, e2e.url, 'district-admin', DISTRICT_ROUTES);
  }, 900_000);

  it('reads well for a district on FS Analysis, whose locked screens say why', async () => {
    const { page } = await e2e.signedIn('admin@riverside.demo');
    await sweep(page, e2e.url, 'analysis-admin', DISTRICT_ROUTES);
  }, 900_000);
});
