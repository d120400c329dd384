import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { freePort, tempDataDir } from '../tests/support/server-process.ts';
import type { Measure } from './measures.ts';

const RESTARTS = 3;
/** How long the server idles before its memory is read. */
const IDLE_MS = 5_000;

/** Resident memory of the server process, in MB. */
async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
}

/** Processor time the server process has used so far (user + system), in ms: less moved by a busy machine than the wall clock. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server: the node process under npm → sh. */
async function nodeChild(pid: number): Promise<number> {
  const argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  if (argv[0]?.endsWith('node') && argv.includes('dist/server/main.js')) return pid;
  const children = (await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim().split(/\s+/);
  for (const c of children.filter(Boolean)) {
    const found = await nodeChild(Number(c)).catch(() => 0);
    if (found) return found;
  }
  throw new Error(`no server under ${pid}`);
}

/** `npm start` on `dataDir`: ms until /api/health answers, the server's processor time by then, and its memory after idling. */
async function startOnce(dataDir: string): Promise<{ ms: number; cpu: number; rss: number }> {
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
    const server = await nodeChild(child.pid!);
    const cpu = await cpuMs(server);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, cpu, rss: await rssMb(server) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    await postgresStopped(dataDir);
  }
}

/** npm can exit before the embedded PostgreSQL has finished its shutdown; the next start (or the removal) waits for it. */
async function postgresStopped(dataDir: string) {
  const pidFile = `${dataDir}/pg/postmaster.pid`;
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (!(await fs.stat(pidFile).catch(() => null))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PostgreSQL under ${dataDir} did not stop`);
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
        detail: `restarts ${restarts.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', ')}, the server's processor time by then ${restarts.map((r) => `${r.cpu} ms`).join(', ')} (first start ${first.cpu} ms); memory (RSS) ${IDLE_MS / 1000} s after healthy: ${restarts.map((r) => `${r.rss} MB`).join(', ')} (after the first start ${first.rss} MB)`,
      };
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
};
