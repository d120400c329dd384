import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds package.json. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A file of the project by its path from the project's folder: the same answer when running the
 * sources (`server/…`) and the compiled bundle (`dist/server/…`), where a module's own URL differs.
 */
export const projectPath = (...parts: string[]) => path.join(ROOT, ...parts);
