import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { ADMIN_ROUTES, DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every screen a Five Star administrator reaches: the provider's own, and each district screen
// with a district chosen in the picker, at 1440 and 390 px.
const e2e = setUpBrowserTests();

describeE2E('every provider screen', () => {
  it('reads well: the provider screens', async () => {
    const { page } = await e2e.signedIn('provider');
    await sweep(page, e2e.url, 'provider', ADMIN_ROUTES);
  }, 900_000);

  it('reads well: every district screen, with Lakeside chosen', async () => {
    const { context, page } = await e2e.signedIn('provider');
    const districts = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
      id: string;
      code: string;
    }[];
    const lakeside = districts.find((d) => d.code === 'LAKESIDE');
    expect(lakeside).toBeDefined();
    const routes = DISTRICT_ROUTES.filter((r) => r !== '/');
    await sweep(page, e2e.url, 'provider-in-lakeside', routes, `?district=${lakeside!.id}`);
  }, 900_000);
});
