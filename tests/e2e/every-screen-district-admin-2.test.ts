import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// The second half of every-screen-district-admin.test.ts's sweep.
const e2e = setUpBrowserTests();

describeE2E('every district screen, for its administrator (second half)', () => {
  it('reads well for a district administrator on FS Apex', async () => {
    const { page } = await e2e.signedIn('admin@lakeside.demo');
    await sweep(
      page,
      e2e.url,
      'district-admin',
      DISTRICT_ROUTES.slice(Math.ceil(DISTRICT_ROUTES.length / 2)),
    );
  }, 900_000);
});
