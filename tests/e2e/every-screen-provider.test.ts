import { it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { ADMIN_ROUTES } from '../support/screen-check.ts';

// Every screen of the provider's own sidebar for a Five Star administrator, at 1440 and 390 px.
const e2e = setUpBrowserTests();

describeE2E('every provider screen', () => {
  it('reads well: the provider screens', async () => {
    const { page } = await e2e.signedIn('provider');
    await sweep(page, e2e.url, 'provider', ADMIN_ROUTES);
  }, 900_000);
});
