import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { sweep } from '../support/every-screen.ts';
import { DISTRICT_ROUTES } from '../support/screen-check.ts';

// Every district screen as a Five Star administrator sees it with a district chosen in the
// picker, at 1440 px (their phone
// layouts are checked by the administrator's sweep).
const e2e = setUpBrowserTests();

describeE2E('every district screen, for the provider', () => {
  it('reads well: every district screen, with Lakeside chosen', async () => {
    const { context, page } = await e2e.signedIn('provider');
    const districts = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
      id: string;
      code: string;
    }[];
    const lakeside = districts.find((d) => d.code === 'LAKESIDE');
    expect(lakeside).toBeDefined();
    const routes = DISTRICT_ROUTES.filter((r) => r !== '/');
    // The district administrator's sweep opens the same screens' menus.
    await sweep(page, e2e.url, 'provider-in-lakeside', routes, {
      query: `?district=${lakeside!.id}`,
      openMenus: false,
      phone: false,
    });
  }, 900_000);
});
