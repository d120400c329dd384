import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, waits for exit. */
  stop(): Promise<void>;
  /** SIGKILL, no cleanup (crash tests). */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** Node's flags as `npm start` gives them, so tests and benchmarks run the server as production does. */
const START_FLAGS: string[] = (() => {
  const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  const flags = /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(start);
  if (!flags) throw new Error(`package.json's start script does not run dist/server/main.js: ${start}`);
  return flags[1]!.trim().split(' ').filter(Boolean);
})();

let clientBuilt = false;
/** Builds the client when its sources changed since its last build (npm test builds it before the browser tests). */
export function ensureClientBuilt(): void {
  if (!clientBuilt) execFileSync(process.execPath, ['scripts/build.mjs', 'client'], { stdio: 'inherit' });
  clientBuilt = true;
}

let serverBuilt = false;
/**
 * A compiled entry of the server, `dist/server/<name>.js` (`main`, `worker`, `cli/create-admin`…):
 * what `npm start` runs. Built first when the server's sources changed since the last build.
 */
export function compiledServer(name: string): string {
  if (!serverBuilt) execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
  serverBuilt = true;
  return `dist/server/${name}.js`;
}

/** Starts the compiled server as a real process (the built client must exist in dist/client). */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, compiledServer('main')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '1000',
      ...env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
