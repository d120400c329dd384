import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus, expectVisibleFocus, hasFocus } from '../support/focus-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/keyboard';

// docs/product.md#keyboard: a visible focus ring everywhere, focus back to the opener after a
// dialog, and Escape closes the dialog the person is in before any toast.
describeE2E('keyboard', () => {
  for (const width of [1440, 390]) {
    it(`shows focus on primary buttons and gives it back after a dialog (${width} px)`, async () => {
      const { context, page } = await e2e.signedIn('admin@benson.demo', { width });
      await page.goto(`${e2e.url}/tasks`);
      await page.getByRole('heading', { name: 'Task Management' }).waitFor();
      const create = page.getByRole('button', { name: 'Create Task' }).first();
      await checkDialogFocus(page, create, 'Create Task');

      await page.goto(`${e2e.url}/projects`);
      const add = page.getByRole('button', { name: /New Project|Add Project|Create Project/ }).first();
      await add.waitFor();
      await checkDialogFocus(page, add, /Project/);
      await context.close();
    });
  }

  it('gives focus back to the menu button a dialog was opened from', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo');
    await page.goto(`${e2e.url}/licenses`);
    const menu = page.getByRole('button', { name: /^Actions for / }).first();
    await menu.waitFor();
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(menu)).toBe(true);
    await expectVisibleFocus(page);
    await context.close();
  });

  it('closes the dialog, not the toast that appeared in it, on Escape', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo');
    await page.goto(`${e2e.url}/tasks`);
    const create = page.getByRole('button', { name: 'Create Task' }).first();
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Title Required', { exact: true }).first().waitFor();
    await dialog.getByLabel('Title').focus();
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"][data-state="open"]').waitFor({ state: 'detached' });
    // Headless Chromium may hold the exit animation until it paints a frame; a screenshot paints one.
    await page.screenshot({ path: `${SHOTS}/keyboard-escape-after-toast.png` });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(create)).toBe(true);
    await context.close();
  });
});
