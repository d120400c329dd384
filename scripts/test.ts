import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// npm test: typecheck, lint, the layering and dead-code checks, build, then every Vitest project
// (unit, api, e2e). Stops at the first failing step and always ends with one "N passed, N failed" line.
const REPORT = '.tmp/vitest-report.json';

function run(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n━━ ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
}

type Step = [title: string, cmd: string, args: string[]];

/** Runs a step with its output kept, then prints it whole (steps of two lanes do not interleave). */
function runQuietly([title, cmd, args]: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => output.push(b));
    child.stderr.on('data', (b: Buffer) => output.push(b));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${title}: ${cmd} ${args.join(' ')} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** The steps of a lane one after the other, stopping at the first that fails. */
async function lane(steps: Step[]): Promise<string | null> {
  for (const step of steps) if (!(await runQuietly(step))) return step[0];
  return null;
}

// Two lanes of about the same length, one per core (measured: 30 + 8 s and 38 + 12 s).
const failedStep = (
  await Promise.all([
    lane([
      ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
      ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
      ['layers', 'npm', ['run', 'check:layers', '--silent']],
    ]),
    lane([
      ['typecheck client', 'npx', ['tsc', '-p', 'client/tsconfig.json', '--noEmit']],
      ['unused code', 'npm', ['run', 'check:unused', '--silent']],
      ['build', 'npm', ['run', 'build', '--silent']],
    ]),
  ])
).find((title) => title !== null);
if (failedStep) {
  console.log(`\n${failedStep} failed`);
  console.log('0 passed, 1 failed');
  process.exit(1);
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
