import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const signedIn = (email = 'admin@benson.demo') => e2e.signedIn(email);

/** Every PUT /api/tasks/:id the page sends. */
function recordTaskUpdates(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/tasks\/[0-9a-f-]{36}$/.test(r.url())) puts.push(r);
  });
  return puts;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, title: string) => page.locator('[data-task-id]', { hasText: title });

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await page.getByText('Task Created!', { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describeE2E('tasks', () => {
  it('refuses an empty title with the product message and creates a task', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${e2e.url}/tasks`);
    await page.getByRole('heading', { name: 'Task Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Title Required', { exact: true }).first().waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await createTask(page, 'Label the new switches');
    await page.getByRole('row', { name: /Label the new switches/ }).waitFor();
    await context.close();
  });

  it('moves a card to Completed with the mouse: one PUT with the full task; the same column sends nothing', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${e2e.url}/tasks`);
    await createTask(page, 'Drag me to done');
    await page.getByRole('tab', { name: 'Kanban' }).click();
    const puts = recordTaskUpdates(page);
    const source = card(page, 'Drag me to done');
    await column(page, 'Pending').getByText('Drag me to done').waitFor();

    // A drop back on its own column sends nothing.
    const from = (await source.boundingBox())!;
    await page.mouse.move(from.x + 40, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
    await page.mouse.move(from.x + 40, from.y + 60, { steps: 5 });
    await page.mouse.up();

    const target = (await column(page, 'Completed').boundingBox())!;
    await page.mouse.move(from.x + 40, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 30, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + 80, { steps: 15 });
    await page.mouse.up();

    await column(page, 'Completed').getByText('Drag me to done').waitFor();
    await page.getByText('Task Updated!', { exact: true }).first().waitFor();
    expect(puts).toHaveLength(1);
    const body = puts[0]!.postDataJSON();
    expect(body).toMatchObject({
      title: 'Drag me to done',
      status: 'completed',
      priority: 'high',
      category: 'general',
      description: '',
    });
    expect(body).not.toHaveProperty('assignedTo');
    expect(body).not.toHaveProperty('dueDate');

    const districtId = (await (await context.request.get(`${e2e.url}/api/auth/user`)).json()).districtId;
    const saved = await (await context.request.get(`${e2e.url}/api/tasks/${districtId}`)).json();
    expect(saved.find((t: { title: string }) => t.title === 'Drag me to done').status).toBe('completed');
    await context.close();
  });

  it('moves a card with the keyboard', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${e2e.url}/tasks`);
    await createTask(page, 'Keyboard mover');
    await page.getByRole('tab', { name: 'Kanban' }).click();
    const puts = recordTaskUpdates(page);
    const handle = column(page, 'Pending').getByRole('button', { name: 'Move Keyboard mover' });
    // Each key waits for the board's screen-reader announcement of the previous one.
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').getByText(text).waitFor();
    await handle.focus();
    await page.keyboard.press('Space');
    await announced('Keyboard mover is over the Pending column.');
    // dnd-kit listens for arrow keys from a setTimeout(0) after pick-up; one queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await announced('Keyboard mover is over the In Progress column.');
    await page.keyboard.press('Space');
    await announced('Keyboard mover was dropped in the In Progress column.');
    await column(page, 'In Progress').getByText('Keyboard mover').waitFor();
    await page.getByText('Task Updated!', { exact: true }).first().waitFor();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.postDataJSON()).toMatchObject({ title: 'Keyboard mover', status: 'in-progress' });
    // Focus comes back to the moved card, so it can be moved on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Keyboard mover');
    await context.close();
  });

  it('deletes a task after confirmation', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${e2e.url}/tasks`);
    await createTask(page, 'Delete me soon');
    await page.getByRole('button', { name: 'Delete Delete me soon' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this task?' });
    await confirm.getByRole('button', { name: 'Delete Task' }).click();
    await page.getByText('Task Deleted!', { exact: true }).first().waitFor();
    await page.getByRole('row', { name: /Delete me soon/ }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows changes made in another browser of the district without a reload', async () => {
    const one = await signedIn();
    const two = await signedIn();
    await two.page.goto(`${e2e.url}/tasks`);
    await two.page.getByRole('heading', { name: 'Task Management' }).waitFor();
    await two.page.getByRole('row').nth(1).waitFor();
    await one.page.goto(`${e2e.url}/tasks`);
    await createTask(one.page, 'Seen from afar');
    await two.page.getByRole('row', { name: /Seen from afar/ }).waitFor();
    await one.context.close();
    await two.context.close();
  });

  it('has no accessibility violations in the list, the board and the dialog', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${e2e.url}/tasks`);
    await page.getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('tab', { name: 'Kanban' }).click();
    await column(page, 'Pending').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Create Task' }).first().click();
    await page.getByRole('dialog', { name: 'Create Task' }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });

  it('shows three examples, never stored, when a district has no tasks', async () => {
    const { context, page } = await signedIn('admin@riverside.demo');
    await page.goto(`${e2e.url}/tasks`);
    await page.getByText('No tasks yet', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Example' }).count()).toBe(3);
    const districtId = (await (await context.request.get(`${e2e.url}/api/auth/user`)).json()).districtId;
    expect(await (await context.request.get(`${e2e.url}/api/tasks/${districtId}`)).json()).toEqual([]);
    await context.close();
  });
});
