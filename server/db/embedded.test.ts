import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, isOurPostgres } from './embedded.ts';

const children: { kill(): void }[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

/** A long-running process whose command line reads as given (argv[0] renamed, as `exec -a` does). */
async function processNamed(name: string): Promise<number> {
  const child = spawn('bash', ['-c', `exec -a "${name}" sleep 60`], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => setTimeout(r, 100));
  return child.pid!;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded PostgreSQL’s pid files', () => {
  it('recognises only a PostgreSQL on this very cluster folder', async () => {
    const dir = '/tmp/portal-data-x/pg';
    expect(await isOurPostgres(await processNamed(`postgres -D ${dir}`), dir)).toBe(true);
    expect(await isOurPostgres(await processNamed('postgres -D /elsewhere/pg'), dir)).toBe(false);
    expect(await isOurPostgres(await processNamed('sleep'), dir)).toBe(false);
    expect(await isOurPostgres(process.pid, dir)).toBe(false);
  });

  it('never signals an unrelated process, nor itself, named in a stale pid file', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-claim-'));
    const clusterDir = path.join(dataDir, 'pg');
    await fs.mkdir(clusterDir);
    for (const pid of [await processNamed('sleep'), process.pid]) {
      await fs.writeFile(path.join(clusterDir, 'postmaster.pid'), `${pid}\n${clusterDir}\n`);
      await claimDataDir(dataDir, clusterDir);
      expect(alive(pid)).toBe(true);
      // The stale file is gone, so PostgreSQL does not refuse to start on it.
      await expect(fs.access(path.join(clusterDir, 'postmaster.pid'))).rejects.toThrow();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
