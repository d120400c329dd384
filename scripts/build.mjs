// Builds the web app (Vite → dist/client) and the server (esbuild → dist/server: server/main.ts,
// server/worker.ts and the CLIs as plain JavaScript, node_modules left as imports), each only when
// its sources changed since its last build: a hash of the sources is kept beside each build in
// `.source-hash`. Plain JavaScript so that `npm start` checks the hashes without a TypeScript loader.
//
//   node scripts/build.mjs [client] [server] [--force]
//
// With no name, both; `--force` builds even when the hash matches (`npm run build` does).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const HASH_FILE = '.source-hash';
// Test files never end up in a build.
const SKIPPED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

const TARGETS = {
  client: {
    out: 'dist/client',
    built: 'index.html',
    sources: ['client', 'domain', 'vite.config.ts', 'package-lock.json'],
    build: buildClient,
  },
  server: {
    out: 'dist/server',
    built: 'main.js',
    sources: ['server', 'domain', 'package-lock.json', 'scripts/build.mjs'],
    build: buildServer,
  },
};

/** Every file under `entry` (a file or a folder), sorted, as paths from the project's folder. */
function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)))
    .filter((f) => !SKIPPED.test(f))
    .sort();
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function buildClient() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vite builds React's development bundle under any other NODE_ENV (Vitest's is 'test').
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build failed (${r.status ?? r.signal})`);
}

async function buildServer() {
  const out = path.join(ROOT, 'dist/server');
  fs.rmSync(out, { recursive: true, force: true });
  const cli = fs.readdirSync(path.join(ROOT, 'server/cli')).filter((f) => /^[^.]+\.ts$/.test(f));
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'server/main.ts',
      worker: 'server/worker.ts',
      ...Object.fromEntries(cli.map((f) => [`cli/${f.replace(/\.ts$/, '')}`, `server/cli/${f}`])),
    },
    outdir: out,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    logLevel: 'warning',
    metafile: true,
  });
  // Heavy libraries a request seldom needs load on first use (`await import(…)`), not at start.
  for (const [file, output] of Object.entries(metafile.outputs))
    for (const i of output.imports)
      if (LOADED_ON_FIRST_USE.includes(i.path) && i.kind === 'import-statement')
        throw new Error(
          `${file} imports ${i.path} at start: load it with await import('${i.path}') where it is used`,
        );
}

const LOADED_ON_FIRST_USE = ['exceljs', 'pdfkit', 'nodemailer', 'openid-client', '@node-rs/argon2'];

/**
 * One build at a time in this folder (parallel test workers each make sure the server is built):
 * a lock folder, taken over when its holder is gone.
 */
async function withLock(work) {
  const lock = path.join(ROOT, 'dist/.build-lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const holder = Number(readOrEmpty(path.join(lock, 'pid')));
      if (holder && !isAlive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function readOrEmpty(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const names = args.filter((a) => !a.startsWith('--'));
for (const name of names) if (!(name in TARGETS)) throw new Error(`unknown build ${name}: client or server`);

await withLock(async () => {
  for (const name of names.length ? names : Object.keys(TARGETS)) {
    const target = TARGETS[name];
    const hashFile = path.join(ROOT, target.out, HASH_FILE);
    const hash = sourceHash(target.sources);
    const current =
      fs.existsSync(path.join(ROOT, target.out, target.built)) &&
      fs.existsSync(hashFile) &&
      fs.readFileSync(hashFile, 'utf8') === hash;
    if (current && !force) continue;
    const started = performance.now();
    await target.build();
    fs.writeFileSync(hashFile, hash);
    console.log(`built ${target.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
});
