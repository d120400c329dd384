import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for the administrator of a district on FS Apex (every
// screen open to it), at 1440 and 390 px: the first half of the menu (the other half is
// every-screen-district-admin-2.test.ts, so the two run side by side).
const e2e = setUpBrowserTests();

describeE2E('every district screen, for its administrator (first half)', () => {
  it('reads well for a district administrator on FS Apex', async () => {
    const { page } = await e2e.signedIn('admin@lakeside.demo');
    await sweep(
      page,
      e2e.url,
      'district-admin',
      DISTRICT_ROUTES.slice(0, Math.ceil(DISTRICT_ROUTES.length / 2)),
    );
  }, 900_000);
});
