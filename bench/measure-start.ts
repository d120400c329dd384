import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { freePort, tempDataDir } from '../tests/support/server-process.ts';
import type { Measure } from './measures.ts';

const RESTARTS = 3;
/** How long the server idles before its memory is read. */
const IDLE_MS = 5_000;

/** Resident memory of a process and of its node child (npm → sh → node), in MB. */
async function serverRss(pid: number): Promise<number> {
  const node = await nodeChild(pid);
  const status = await fs.readFile(`/proc/${node}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
}

async function nodeChild(pid: number): Promise<number> {
  const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmd.includes('dist/server/main.js')) return pid;
  const children = (await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/);
  for (const c of children.filter(Boolean)) {
    const found = await nodeChild(Number(c)).catch(() => 0);
    if (found) return found;
  }
  throw new Error(`no server under ${pid}`);
}

/** `npm start` on `dataDir`: ms until /api/health answers, and the server's memory after idling. */
async function startOnce(dataDir: string): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Math.round(performance.now() - began);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, rssMb: await serverRss(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

/**
 * `npm start` as a user runs it: on an empty data dir (the cluster is created, migrated and the
 * demo seeded), then restarts on it. Builds are current (the bench built them), so each start only
 * checks the hashes of the sources.
 */
export const startAndRestart: Measure = {
  name: 'npm start until /api/health answers (restart on an existing data dir; first start on an empty one)',
  goal: 'restart < 1.5 s; idle memory < 120 MB',
  async run() {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    const dataDir = await tempDataDir();
    try {
      const first = await startOnce(dataDir);
      const restarts = [];
      for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce(dataDir));
      const sorted = restarts.map((r) => r.ms).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      return {
        value: `restart ${(median / 1000).toFixed(2)} s, first start ${(first.ms / 1000).toFixed(1)} s`,
        detail: `restarts ${restarts.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', ')}; memory (RSS) ${IDLE_MS / 1000} s after healthy: ${restarts.map((r) => `${r.rssMb} MB`).join(', ')} (after the first start ${first.rssMb} MB)`,
      };
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
};
