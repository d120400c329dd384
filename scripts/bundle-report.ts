import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// After `vite build`: the gzip size of the JavaScript the login gate loads (the entry and its
// static imports) and of each lazily loaded route chunk.
const DIST = 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    isDynamicEntry?: boolean;
    name?: string;
    src?: string;
  }
>;
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key]!;
  if (initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const i of chunk.imports ?? []) visit(i);
};
visit(entryKey);
const initialKb = [...initial].reduce((sum, f) => sum + gzipKb(f), 0);

const target = 100;
console.log(
  `\nJavaScript loaded by the login gate: ${initialKb.toFixed(1)} KB gzip (target < ${target} KB) ${initialKb < target ? 'OK' : 'OVER TARGET'}`,
);
const routes = Object.entries(manifest)
  .filter(([, c]) => c.isDynamicEntry)
  .map(([key, c]) => [c.src ?? key, gzipKb(c.file)] as const)
  .sort((a, b) => b[1] - a[1]);
for (const [src, kb] of routes) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${src}`);
