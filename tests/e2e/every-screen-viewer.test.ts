import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { lakesideMember, sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen of the district sidebar for a viewer of a district on FS Apex, at 1440 px (its
// phone layout is the technician's with fewer actions).
const e2e = setUpBrowserTests();

describeE2E('every district screen, for a viewer', () => {
  it('reads well for a viewer', async () => {
    // Read-only versions of the technician's screens: colours measured at 1440 px, menus the technician's.
    await sweep(await lakesideMember(e2e, 'viewer'), e2e.url, 'viewer', DISTRICT_ROUTES, {
      openMenus: false,
      phone: false,
    });
  }, 900_000);
});
