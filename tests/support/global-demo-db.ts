import type { TestProject } from 'vitest/node';
import { migratedTemplate, withDatabase } from './global-db.ts';
import { ensureClientBuilt, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of the migrated template with the demo seeded in it, which browser test files copy. */
    pgDemoTemplate: string;
  }
}

/**
 * The browser tests' databases: the migrated template, and a copy of it in which the real server,
 * started once in demo mode and stopped, has seeded the demo. Each test file's server starts on a
 * copy of that one (its own first-start seed finds the demo there) rather than seeding it again.
 */
export default async function setup(project: TestProject) {
  const { adminUrl, template, admin, tearDown } = await migratedTemplate();
  const demoTemplate = `portal_t_${process.pid}_demo`;
  await admin.query(`create database ${demoTemplate} template ${template}`);
  ensureClientBuilt();
  // Seeding takes a while on a busy machine: a longer wait than a test server's.
  const seeding = await startServer(
    { DATABASE_URL: withDatabase(adminUrl, demoTemplate), DEMO_MODE: '1' },
    300_000,
  );
  await seeding.stop();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgDemoTemplate', demoTemplate);
  return tearDown;
}
