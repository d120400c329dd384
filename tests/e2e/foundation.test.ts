import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const newPage = (width = 1440) => e2e.visitor({ width });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describeE2E('foundation: sign-in, roles, districts, shell', () => {
  it('the login gate shows its tabs, buttons and badges, and has no accessibility violations', async () => {
    const page = await newPage();
    for (const tab of ['Sign In', 'Create Account']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('button', { name: 'Demo Dashboard Access' }).waitFor();
    await page.getByRole('button', { name: /Google/ }).waitFor();
    for (const badge of ['Multi-District', 'Secure Platform', 'Google Integration'])
      await page.getByText(badge, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a wrong password shows Login Failed', async () => {
    const page = await newPage();
    await signIn(page, 'admin@benson.demo', 'not-the-password');
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await page.getByText('Invalid email or password. Please try again.', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('demo access reaches the admin dashboard', async () => {
    const page = await newPage();
    await page.getByRole('button', { name: 'Demo Dashboard Access' }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor({ timeout: 15_000 });
    await page.getByText('Five Star Administrator').first().waitFor();
    await page.getByRole('link', { name: 'All Districts Overview' }).first().waitFor();
    await page.context().close();
  });

  it('register signs the new user in; with no district they wait for access', async () => {
    const page = await newPage();
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Email').fill('new.teacher@example.org');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Password', { exact: true }).fill('Violet-Harbor-19');
    await page.getByLabel('Confirm password').fill('Violet-Harbor-19');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('a provider admin creates a district and finds it in the overview', async () => {
    const page = await newPage();
    await page.getByRole('button', { name: 'Demo Dashboard Access' }).click();
    await page.getByRole('link', { name: 'Create New District' }).first().click();
    await page.getByLabel('District name').fill('Willow Creek Schools');
    await page.getByLabel('Service level').selectOption('ascend');
    await page.getByLabel('Administrator name').fill('Wendy Hall');
    await page.getByLabel('Administrator email').fill('wendy@willow.example');
    await page.getByRole('button', { name: 'Create District' }).click();
    await page.getByText('District Created!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/districts$/);
    await page.getByPlaceholder(/Search/).fill('willow');
    await page.getByRole('heading', { name: 'Willow Creek Schools' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Benson Unified School District' }).count()).resolves.toBe(
      0,
    );
    await page.context().close();
  });

  it('switching into a district view shows the district sidebar with tier gating', async () => {
    const page = await newPage();
    await page.getByRole('button', { name: 'Demo Dashboard Access' }).click();
    await page.getByRole('link', { name: 'All Districts Overview' }).first().click();
    await page.getByRole('button', { name: 'Access: Riverside Elementary District' }).click();
    await page.getByRole('link', { name: 'Meetings' }).waitFor({ timeout: 15_000 });
    await page.waitForURL(`${e2e.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('demo-user-role'))).toBe('district_admin');
    await page.getByText('(Current)').waitFor();
    // Riverside is FS Analysis: Ascend and above are dimmed, labelled Upgrade and inert.
    expect(await page.getByText('Upgrade').count()).toBe(3);
    const support = page.getByRole('link', { name: /Support/ });
    expect(await support.getAttribute('aria-disabled')).toBe('true');
    expect(await support.getAttribute('href')).toBeNull();
    expect(await page.getByRole('link', { name: 'Inventory' }).getAttribute('href')).toBe('/inventory');
    await page.getByRole('button', { name: 'Back to admin view' }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await page.context().close();
  });

  it('a provider admin chooses the district once, in one picker, and every district page works on it', async () => {
    const { context, page } = await e2e.signedIn('provider');
    const picker = page.getByLabel('District', { exact: true });
    const chosen = () => new URL(page.url()).searchParams.get('district');
    await page.goto(`${e2e.url}/meetings`);
    await page.getByRole('heading', { name: 'Meetings', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Choose a district' }).click();
    await expect.poll(() => picker.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('select').count()).toBe(1);

    await picker.selectOption({ label: 'Lakeside Academy District' });
    await expect.poll(chosen).not.toBeNull();
    const lakeside = chosen();
    await page.getByRole('button', { name: 'Schedule Meeting' }).first().waitFor();
    expect(await page.locator('select').count()).toBe(1);

    // Remembered: the next district page opens on it, and says so in its URL.
    await page.goto(`${e2e.url}/projects`);
    await page.getByRole('button', { name: 'New Project' }).first().waitFor();
    await expect.poll(chosen).toBe(lakeside);
    await expect.poll(() => picker.inputValue()).toBe(lakeside);

    // The tickets queue can also show every district; that clears the choice.
    await page.goto(`${e2e.url}/tickets`);
    await page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
    await expect.poll(() => picker.inputValue()).toBe(lakeside);
    await picker.selectOption({ label: 'All districts' });
    await expect.poll(chosen).toBeNull();
    await page.goto(`${e2e.url}/inventory`);
    await page.getByRole('button', { name: 'Choose a district' }).waitFor();
    await context.close();

    // District users always work on their own district: no picker.
    const district = await e2e.signedIn('admin@benson.demo');
    await district.page.goto(`${e2e.url}/projects`);
    await district.page.getByRole('button', { name: 'New Project' }).first().waitFor();
    expect(await district.page.getByRole('region', { name: 'Working district' }).count()).toBe(0);
    await district.context.close();
  });

  it('the provider sidebar marks Active the district open, not Benson', async () => {
    const { context, page } = await e2e.signedIn('provider');
    const all = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
      id: string;
      name: string;
    }[];
    const idOf = (name: string) => all.find((d) => d.name === name)!.id;
    const menu = page.getByRole('navigation', { name: 'Main' });
    const active = () => menu.getByRole('link').filter({ hasText: 'Active' }).filter({ hasNotText: 'SPARK' });

    // No district open yet: no instance is marked.
    await page.goto(`${e2e.url}/districts`);
    await menu.getByRole('link', { name: 'All Districts Overview' }).waitFor();
    expect(await active().count()).toBe(0);

    // A district's page is open: the sidebar names it.
    await page.goto(`${e2e.url}/instance/${idOf('Mountain View Schools')}`);
    await active().filter({ hasText: 'Mountain View Schools' }).waitFor();
    expect(await active().count()).toBe(1);
    expect(await active().getAttribute('href')).toBe(`/instance/${idOf('Mountain View Schools')}`);

    // On a district page, the working district chosen in the picker.
    await page.goto(`${e2e.url}/projects?district=${idOf('Lakeside Academy District')}`);
    await active().filter({ hasText: 'Lakeside Academy District' }).waitFor();
    expect(await menu.getByText(/Benson/).count()).toBe(0);
    await context.close();
  });

  it('an unknown route shows the 404 card', async () => {
    const page = await newPage();
    await page.getByRole('button', { name: 'Demo Dashboard Access' }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor({ timeout: 15_000 });
    await page.goto(`${e2e.url}/integrations/servicenow`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.context().close();
  });

  it('a page whose chunk request is lost reloads itself once instead of showing the error', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo');
    let lost = 0;
    // The tickets page's own chunk fails once, as after a deploy or on a dropped request.
    await context.route(/\/assets\/tickets-page-[\w-]+\.js$/, (route) =>
      lost++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`${e2e.url}/tickets`);
    await page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
    expect(lost).toBe(2);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('the avatar gesture of a real district admin does nothing', async () => {
    const page = await newPage(390);
    await signIn(page, 'admin@benson.demo', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/view')) requests.push(r.url());
    });
    const avatar = page.getByTestId('sidebar-avatar').filter({ visible: true });
    for (let i = 0; i < 3; i++) await avatar.click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.getByRole('link', { name: 'Meetings' }).waitFor();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    // Nothing at 390 px scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
