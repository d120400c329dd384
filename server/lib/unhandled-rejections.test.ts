import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs `body` in a fresh Node process that has called tolerateLostConnections (warnings to stdout). */
function runWithTolerance(body: string) {
  const script = `
    import { tolerateLostConnections } from './server/lib/unhandled-rejections.ts';
    tolerateLostConnections((msg) => console.log('WARN ' + msg));
    ${body}
    setTimeout(() => console.log('still running'), 200);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('tolerateLostConnections', () => {
  it('keeps the process up on a rejection nobody handled that says the database is unreachable', () => {
    const run = runWithTolerance(`
      Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
      Promise.reject(new Error('Connection terminated unexpectedly'));
    `);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'WARN a background statement failed, the database is unreachable: terminating connection due to administrator command',
    );
    expect(run.stdout).toContain('still running');
  });

  it('still stops the process, with its stack, on any other', () => {
    const run = runWithTolerance(`Promise.reject(new TypeError('a bug of ours'));`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('TypeError: a bug of ours');
    expect(run.stdout).not.toContain('still running');
  });
});
