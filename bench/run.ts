import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../server/db/client.ts';
import { startEmbedded } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedFirstStart } from '../server/db/seed.ts';
import { freePort, startServer } from '../tests/support/server-process.ts';
import { SCENARIOS } from './scenarios.ts';

// npm run bench [-- name ...]: seeds a database, starts the real server and, for each scenario,
// a bare node:http server answering the same bytes; drives both with autocannon from this
// process and writes the table to docs/performance.md.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENARIOS);

interface Result {
  name: string;
  note: string;
  connections: number;
  app: { rps: number; p99: number };
  bare: { rps: number; p99: number };
}

async function drive(url: string, connections: number, cookie?: string) {
  const r = await autocannon({ url, connections, duration: SECONDS, headers: cookie ? { cookie } : {} });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbedded(dir, () => {});
  const database = connect(pgServer.url, 4);
  await runMigrations(database);
  await seedFirstStart(database.db);
  for (const name of chosen) {
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
    console.log(`seeding for ${scenario.name}...`);
    await scenario.seed(database.pool);
  }
  await database.pool.query('vacuum analyze');

  const server = await startServer({
    DATABASE_URL: pgServer.url,
    DEMO_MODE: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const results: Result[] = [];
  try {
    const demo = await fetch(`${server.url}/api/demo-access`);
    const cookie = demo.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal_session='))!
      .split(';')[0]!;
    for (const name of chosen) {
      const scenario = SCENARIOS[name]!;
      const target = await scenario.target({ pool: database.pool, cookie });
      const answer = await fetch(`${server.url}${target.path}`, { headers: { cookie: target.cookie } });
      if (!answer.ok) throw new Error(`${target.path}: ${answer.status} ${await answer.text()}`);
      const bodyFile = path.join(dir, `${name}.body`);
      await fs.writeFile(bodyFile, Buffer.from(await answer.arrayBuffer()));
      const barePort = await freePort();
      const bare = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'bench/bare-server.ts',
          bodyFile,
          answer.headers.get('content-type') ?? 'application/json',
          String(barePort),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((r) => bare.stdout!.once('data', r));
      try {
        console.log(`${scenario.name}: baseline...`);
        const bareResult = await drive(`http://127.0.0.1:${barePort}${target.path}`, scenario.connections);
        console.log(`${scenario.name}: app...`);
        await drive(`${server.url}${target.path}`, scenario.connections, target.cookie); // warm-up
        const appResult = await drive(`${server.url}${target.path}`, scenario.connections, target.cookie);
        results.push({
          name: scenario.name,
          note: scenario.target_note,
          connections: scenario.connections,
          app: appResult,
          bare: bareResult,
        });
      } finally {
        bare.kill();
      }
    }
  } finally {
    await server.stop();
    await database.close();
    await pgServer.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  await writeReport(results);
}

async function writeReport(results: Result[]) {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${Math.round(r.app.rps)} | ${r.app.p99} | ${Math.round(r.bare.rps)} | ${r.bare.p99} | **${(r.app.rps / r.bare.rps).toFixed(2)}** | ${r.note} |`,
  );
  const table = [
    '| scenario | connections | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio | target |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  const file = 'docs/performance.md';
  const doc = await fs.readFile(file, 'utf8').catch(() => '# Performance\n');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, ${SECONDS} s per run, Node ${process.version}).\n\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
    : `${doc.trimEnd()}\n\n${block}\n`;
  await fs.writeFile(file, next);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
