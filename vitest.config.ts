import { defineConfig } from 'vitest/config';
import { SweepsFirst } from './tests/support/sequencer.ts';

export default defineConfig({
  test: {
    sequence: { sequencer: SweepsFirst },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // Client modules under test read the domain and client/src by their aliases (client/tsconfig.json paths).
          alias: [
            { find: /^@domain\//, replacement: `${import.meta.dirname}/domain/` },
            { find: /^@\//, replacement: `${import.meta.dirname}/client/src/` },
          ],
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'client/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions: one module graph for all files (no per-file reload).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores, and much of a file is waiting on the database: three files at once, each on its own database.
          maxWorkers: 3,
          // The files of a worker share its loaded modules (the server, the domain): each file's
          // state is its own app and database, made in its hooks.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-demo-db.ts'],
          // Two files share two cores: generous limits, so a busy machine slows a test without failing it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file drives its own server and Chromium; much of it is waiting, so two run at once.
          maxWorkers: 2,
          // The files of a worker share its loaded modules (Playwright, the support code, the domain):
          // each file's state is its own server, browser and database, made in its hooks.
          isolate: false,
        },
      },
    ],
  },
});
