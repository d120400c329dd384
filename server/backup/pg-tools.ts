import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A PostgreSQL client program found on this machine, and its major version. */
export interface PgTool {
  path: string;
  major: number;
  /** Its `--version` line. */
  version: string;
}

async function versionOf(file: string): Promise<PgTool | null> {
  return new Promise((resolve) => {
    execFile(file, ['--version'], { timeout: 10_000 }, (err, stdout) => {
      const version = stdout.trim();
      const major = Number(/\) (\d+)/.exec(version)?.[1]);
      resolve(err || !major ? null : { path: file, major, version });
    });
  });
}

/**
 * Every `name` (pg_dump, pg_restore) on this machine: PG_BIN_DIR's, the PATH's, and Debian's and
 * Red Hat's side-by-side installs (/usr/lib/postgresql/<major>/bin, /usr/pgsql-<major>/bin).
 */
export async function findPgTools(name: 'pg_dump' | 'pg_restore'): Promise<PgTool[]> {
  const dirs = [
    ...(process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : []),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  for (const [root, pattern] of [
    ['/usr/lib/postgresql', /^\d+$/],
    ['/usr', /^pgsql-\d+$/],
  ] as const) {
    const entries = await fs.readdir(root).catch(() => [] as string[]);
    for (const e of entries) if (pattern.test(e)) dirs.push(path.join(root, e, 'bin'));
  }
  const found: PgTool[] = [];
  const seen = new Set<string>();
  for (const dir of dirs) {
    const file = path.join(dir, name);
    const real = await fs.realpath(file).catch(() => null);
    if (!real || seen.has(real)) continue;
    seen.add(real);
    const tool = await versionOf(file);
    if (tool) found.push(tool);
  }
  return found;
}

/** The pg_dump of exactly this server major, if the machine has one (another major cannot be trusted). */
export async function pgDumpFor(serverMajor: number): Promise<PgTool | null> {
  return (await findPgTools('pg_dump')).find((t) => t.major === serverMajor) ?? null;
}

/** A pg_restore that reads a dump of `dumpMajor` (its own major or a newer one), the oldest such. */
export async function pgRestoreFor(dumpMajor: number): Promise<PgTool | null> {
  const usable = (await findPgTools('pg_restore')).filter((t) => t.major >= dumpMajor);
  return usable.sort((a, b) => a.major - b.major)[0] ?? null;
}
