import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// npm test: typecheck, lint, the layering and dead-code checks, build, then every Vitest project
// (unit, api, e2e). Stops at the first failing step and always ends with one "N passed, N failed" line.
const REPORT = '.tmp/vitest-report.json';

function run(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n━━ ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
}

const steps: [string, string, string[]][] = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck client', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['layers', 'npm', ['run', 'check:layers', '--silent']],
  ['unused code', 'npm', ['run', 'check:unused', '--silent']],
  ['build', 'npm', ['run', 'build', '--silent']],
];
for (const [title, cmd, args] of steps) {
  if (!run(title, cmd, args)) {
    console.log(`\n${title} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

fs.mkdirSync('.tmp', { recursive: true });
fs.rmSync(REPORT, { force: true });
const extra = process.argv.slice(2);
const ok = run('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
  ...extra,
]);
let passed = 0;
let failed = ok ? 0 : 1;
let skipped = 0;
if (fs.existsSync(REPORT)) {
  const r = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed = r.numPassedTests;
  failed = Math.max(r.numFailedTests, ok ? 0 : 1);
  skipped = r.numPendingTests + r.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// A run that executed nothing is a failure, not a pass.
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
