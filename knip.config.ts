// Dead code and unused dependencies, checked by `npm run check:unused` (part of npm test).
export default {
  // Besides what knip finds itself (package.json scripts, vitest and vite configs): the server's
  // entries and the CLI (scripts/build.mjs compiles them), and the baseline server the benchmark
  // starts as a separate process.
  entry: [
    'server/main.ts',
    'server/worker.ts',
    'server/cli/*.ts',
    'scripts/*.ts',
    'bench/bare-server.ts',
    'bench/bare-insert-server.ts',
    '**/*.test.ts',
  ],
  project: [
    'server/**/*.ts',
    'domain/**/*.ts',
    'client/src/**/*.{ts,tsx,css}',
    'tests/**/*.ts',
    'bench/**/*.ts',
    'scripts/**/*.ts',
  ],
  paths: { '@domain/*': ['domain/*'], '@/*': ['client/src/*'] },
  // A hook file exports its fetcher and key beside the hook (one file per query or mutation).
  ignoreExportsUsedInFile: true,
  // Debian's poppler-utils (.ci/run installs it): tests read the text of the PDFs the product makes.
  ignoreBinaries: ['pdftotext'],
  // @swc/core (dependency-cruiser's parser, loaded by name) is imported by
  // client/src/app/hard-coded-text.test.ts too, so knip sees it used.
};
