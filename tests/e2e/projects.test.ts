import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../../domain/projects.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

async function openProjects(email: string): Promise<Page> {
  const { page } = await e2e.signedIn(email);
  await page.goto(`${e2e.url}/projects`);
  await page.getByRole('heading', { name: 'Project Planning' }).waitFor();
  return page;
}

const projectCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describeE2E('projects', () => {
  it('creates a project with checked fields, then edits it', async () => {
    const page = await openProjects('admin@benson.demo');
    await projectCard(page, 'Chromebook 1:1 Refresh').waitFor();
    // Progress comes from the linked tasks of the demo data.
    await expect
      .poll(() =>
        projectCard(page, 'Chromebook 1:1 Refresh').getByRole('progressbar').getAttribute('aria-valuenow'),
      )
      .toBe('33');

    await page.getByRole('button', { name: 'New Project' }).click();
    const add = page.getByRole('dialog', { name: 'Add Project' });
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.getByText(PROJECT_MESSAGES.nameRequired).waitFor();
    await add.getByText(PROJECT_MESSAGES.startRequired).waitFor();
    await add.getByLabel('Project name').fill('Library makerspace');
    await add.getByLabel('Description').fill('3D printers and a laser cutter');
    await add.getByLabel('Start date').fill('2027-02-01');
    await add.getByLabel('End date').fill('2027-01-15');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.getByText(PROJECT_MESSAGES.endBeforeStart).waitFor();
    await add.getByLabel('End date').fill('2027-05-30');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await page.getByText(PROJECT_MESSAGES.created, { exact: true }).first().waitFor();
    await add.waitFor({ state: 'detached' });

    const card = projectCard(page, 'Library makerspace');
    await card.getByText('Planning', { exact: true }).waitFor();
    await card.getByText('Medium', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Edit Library makerspace' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    expect(await edit.getByLabel('Project name').inputValue()).toBe('Library makerspace');
    await edit.getByLabel('Project name').fill('Library makerspace, phase 1');
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(PROJECT_MESSAGES.updated, { exact: true }).first().waitFor();
    const renamed = projectCard(page, 'Library makerspace, phase 1');
    await renamed.getByText('Active', { exact: true }).waitFor();
    await renamed.getByText('3D printers and a laser cutter').waitFor();
    await page.context().close();
  });

  it('searches and filters, with the empty state of no match', async () => {
    const page = await openProjects('admin@benson.demo');
    await page.getByLabel('Filter by status').selectOption('on-hold');
    await projectCard(page, 'Classroom Projector Replacement').waitFor();
    expect(await page.getByRole('list', { name: 'Projects' }).getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Search projects').fill('nothing like this');
    await page.getByText(PROJECT_MESSAGES.noMatch).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await projectCard(page, 'Network Switch Upgrade').waitFor();
    await page.context().close();
  });

  it('deletes a project after confirmation', async () => {
    const page = await openProjects('admin@benson.demo');
    await page.getByRole('button', { name: 'Delete Summer Imaging' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this project?' })
      .getByRole('button', { name: 'Delete Project' })
      .click();
    await page.getByText(PROJECT_MESSAGES.deleted, { exact: true }).first().waitFor();
    await projectCard(page, 'Summer Imaging').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('has no accessibility violations, nor in the dialog', async () => {
    const page = await openProjects('admin@benson.demo');
    await projectCard(page, 'Network Switch Upgrade').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'New Project' }).click();
    await page.getByRole('dialog', { name: 'Add Project' }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });

  it('shows the empty state of a district without projects', async () => {
    const page = await openProjects('admin@riverside.demo');
    await page.getByText(PROJECT_MESSAGES.noneYet).waitFor();
    await page.context().close();
  });
});
