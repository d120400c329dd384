import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { lakesideMember, sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for a technician of a district on FS Apex, at 1440 and
// 390 px: what the role may not use says so, nothing else differs in layout. (One sweep per file,
// so the sweeps spread over the test workers.)
const e2e = setUpBrowserTests();

describeE2E('every district screen, for a technician', () => {
  it('reads well for a technician', async () => {
    // Its menus and phone colours are the district administrator's with fewer items (that sweep
    // opens and measures them).
    await sweep(await lakesideMember(e2e, 'technician'), e2e.url, 'technician', DISTRICT_ROUTES, {
      phoneContrast: false,
      openMenus: false,
      phoneAxe: false,
    });
  }, 900_000);
});
