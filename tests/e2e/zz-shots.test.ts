import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { describeE2E, launchBrowser } from '../support/browser.ts';
import { startE2EServer } from '../support/e2e-server.ts';

describeE2E('shots', () => {
  it('takes screenshots', async () => {
    const server = await startE2EServer();
    const browser = await launchBrowser();
    try {
      for (const width of [1440, 390]) {
        for (const who of ['benson', 'riverside']) {
          const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 1000 } });
          await context.request.post(`${server.url}/api/auth/login`, { data: { email: `admin@${who}.demo`, password: 'district-demo-2026' } });
          const page = await context.newPage();
          const shot = (name: string) => page.screenshot({ path: `.tmp/shots/${who}-${name}-${width}.png`, fullPage: true });
          const go = async (path: string, heading: string) => {
            await page.goto(`${server.url}${path}`);
            await page.getByRole('heading', { name: heading, exact: true }).waitFor();
            await page.waitForTimeout(600);
          };
          await go('/projects', 'Project Planning');
          await shot('projects');
          if (who === 'benson') {
            await page.getByRole('button', { name: 'New Project' }).click();
            await page.getByRole('button', { name: 'Create Project' }).click();
            await page.waitForTimeout(400);
            await page.screenshot({ path: `.tmp/shots/${who}-project-dialog-${width}.png` });
          }
          await go('/meetings', 'Meetings');
          await shot('meetings');
          if (who === 'benson') {
            await page.getByRole('button', { name: 'Schedule Meeting' }).click();
            await page.waitForTimeout(400);
            await page.screenshot({ path: `.tmp/shots/${who}-meeting-dialog-${width}.png` });
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'Calendar sync' }).click();
            await page.waitForTimeout(600);
            await page.screenshot({ path: `.tmp/shots/${who}-sync-dialog-${width}.png` });
            await page.keyboard.press('Escape');
          }
          await go('/tasks', 'Task Management');
          await shot('tasks-list');
          await page.getByRole('tab', { name: 'Kanban' }).click();
          await page.waitForTimeout(300);
          await shot('tasks-kanban');
          if (who === 'benson') {
            await page.getByRole('button', { name: 'Create Task' }).first().click();
            await page.waitForTimeout(400);
            await page.screenshot({ path: `.tmp/shots/${who}-task-dialog-${width}.png` });
          }
          await context.close();
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
