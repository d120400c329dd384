import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../server/db/client.ts';
import { startEmbedded } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedFirstStart } from '../server/seed/first-start.ts';
import { freePort, startServer } from '../tests/support/server-process.ts';
import { sessionCookie } from './figures.ts';
import { MEASURES } from './measure-list.ts';
import type { Measure } from './measures.ts';
import { SCENARIOS } from './scenarios.ts';

// npm run bench [-- name ...]: seeds a database, starts the real server and, for each scenario,
// a bare node:http server answering the same bytes; drives both with autocannon from this
// process (baseline and app alternating, three rounds, the median round kept) and writes the
// table to docs/performance.md.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Baseline-then-app rounds per scenario. */
const ROUNDS = 3;
const asked = process.argv.slice(2);
const chosen = asked.length ? asked.filter((n) => n in SCENARIOS) : Object.keys(SCENARIOS);
const chosenMeasures = asked.length ? asked.filter((n) => n in MEASURES) : Object.keys(MEASURES);
for (const n of asked)
  if (!(n in SCENARIOS) && !(n in MEASURES))
    throw new Error(
      `unknown scenario ${n}; known: ${[...Object.keys(SCENARIOS), ...Object.keys(MEASURES)].join(', ')}`,
    );

interface Measured {
  rps: number;
  p99: number;
}

interface Result {
  name: string;
  note: string;
  connections: number;
  app: Measured;
  bare: Measured;
}

async function drive(url: string, connections: number, cookie?: string): Promise<Measured> {
  const r = await autocannon({ url, connections, duration: SECONDS, headers: cookie ? { cookie } : {} });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

/** The machine's load before the bench began (its own load is in the figures). */
const loadBefore = os.loadavg()[0]!;

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbedded(dir, () => {});
  const database = connect(pgServer.url, 4);
  await runMigrations(database);
  await seedFirstStart(database.db, randomBytes(32));
  for (const name of chosen) {
    const scenario = SCENARIOS[name]!;
    console.log(`seeding for ${scenario.name}...`);
    await scenario.seed(database.pool);
  }
  await database.pool.query('vacuum analyze');

  const server = await startServer({
    DATABASE_URL: pgServer.url,
    DEMO_MODE: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Sparky's chat limit (20 a minute per person) would refuse a load test; it still counts.
    RATE_LIMIT_CHAT: '1000000',
  });
  const results: Result[] = [];
  const measured: { measure: Measure; value: string; detail: string }[] = [];
  try {
    const cookie = sessionCookie(await fetch(`${server.url}/api/demo-access`));
    for (const name of chosen) {
      const scenario = SCENARIOS[name]!;
      const target = await scenario.target({ pool: database.pool, cookie, serverUrl: server.url });
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
        console.log(`${scenario.name}: warm-up...`);
        await drive(`${server.url}${target.path}`, scenario.connections, target.cookie);
        // Other services share this machine: baseline and app alternate, and the median round counts.
        const rounds: { app: Measured; bare: Measured }[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          console.log(`${scenario.name}: round ${round} of ${ROUNDS}...`);
          const bare = await drive(`http://127.0.0.1:${barePort}${target.path}`, scenario.connections);
          const app = await drive(`${server.url}${target.path}`, scenario.connections, target.cookie);
          rounds.push({ app, bare });
        }
        rounds.sort((a, b) => a.app.rps / a.bare.rps - b.app.rps / b.bare.rps);
        results.push({
          name: scenario.name,
          note: scenario.target_note,
          connections: scenario.connections,
          ...rounds[Math.floor(ROUNDS / 2)]!,
        });
      } finally {
        bare.kill();
      }
    }
    for (const name of chosenMeasures) {
      const measure = MEASURES[name]!;
      // Each measure's data is seeded just before it runs (in the order named), so a measure reads
      // the data of those before it and not the millions of rows of those after.
      if (measure.seed) {
        console.log(`seeding for ${measure.name}...`);
        await measure.seed(database.pool);
        await database.pool.query('vacuum analyze');
      }
      console.log(`${measure.name}...`);
      const r = await measure.run({
        pool: database.pool,
        databaseUrl: pgServer.url,
        serverUrl: server.url,
        cookie,
      });
      measured.push({ measure, ...r });
    }
  } finally {
    await server.stop();
    await database.close();
    await pgServer.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  await writeReport(results, measured);
}

/** Rows of a markdown table in `block` after `header`, by their first cell. */
function rowsAfter(block: string, header: string): Map<string, string> {
  const lines = block.split('\n');
  const at = lines.findIndex((l) => l.startsWith(header));
  const rows = new Map<string, string>();
  if (at < 0) return rows;
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    rows.set(line.split('|')[1]!.trim(), line);
  }
  return rows;
}

/** Writes the results into docs/performance.md, keeping the rows of scenarios not run this time. */
async function writeReport(
  results: Result[],
  measured: { measure: Measure; value: string; detail: string }[],
) {
  const file = 'docs/performance.md';
  const doc = await fs.readFile(file, 'utf8').catch(() => '# Performance\n');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const old = doc.includes(start) ? doc.slice(doc.indexOf(start), doc.indexOf(end)) : '';
  const scenarioHeader = '| scenario |';
  const measureHeader = '| measure |';
  const scenarioRows = rowsAfter(old, scenarioHeader);
  for (const r of results)
    scenarioRows.set(
      r.name,
      `| ${r.name} | ${r.connections} | ${Math.round(r.app.rps)} | ${r.app.p99} | ${Math.round(r.bare.rps)} | ${r.bare.p99} | **${(r.app.rps / r.bare.rps).toFixed(2)}** | ${r.note} |`,
    );
  const measureRows = rowsAfter(old, measureHeader);
  for (const m of measured)
    measureRows.set(
      m.measure.name,
      `| ${m.measure.name} | **${m.value}** | ${m.detail} | ${m.measure.goal} |`,
    );
  const table = [
    '| scenario | connections | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio | target |',
    '|---|---|---|---|---|---|---|---|',
    ...scenarioRows.values(),
    '',
    '| measure | result | detail | goal |',
    '|---|---|---|---|',
    ...measureRows.values(),
  ].join('\n');
  console.log(`\n${table}\n`);
  const block = `${start}\nMeasured by \`npm run bench\` (last run ${new Date().toISOString().slice(0, 10)}: ${[...results.map((r) => r.name), ...measured.map((m) => m.measure.name)].length} rows; ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before it began and ${os.loadavg()[0]!.toFixed(1)} at the end, ${ROUNDS} rounds of ${SECONDS} s per side, median round, Node ${process.version}).\n\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
    : `${doc.trimEnd()}\n\n${block}\n`;
  await fs.writeFile(file, next);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
