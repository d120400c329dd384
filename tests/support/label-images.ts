import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { projectPath } from '../../server/lib/project-root.ts';

// A label PDF as printers see it: each page rendered by Poppler's pdftoppm (installed with the
// system's poppler-utils) to an image, then read back by zxing-wasm's reader, whose WebAssembly
// comes from node_modules (nothing is downloaded).

const run = promisify(execFile);

/** A grey image as zxing reads it (RGBA). */
export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  colorSpace: 'srgb';
}

/** A binary PGM (P5, 8-bit) as RGBA. */
export function parsePgm(bytes: Buffer): Raster {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[i]!))) i++;
    if (bytes[i] === 0x23) {
      while (bytes[i] !== 0x0a) i++;
      continue;
    }
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[i]!))) field += String.fromCharCode(bytes[i++]!);
    fields.push(field);
  }
  i++; // the single whitespace after the maximum value
  const [magic, w, h, max] = fields;
  if (magic !== 'P5' || max !== '255') throw new Error(`not an 8-bit binary PGM: ${fields.join(' ')}`);
  const width = Number(w);
  const height = Number(h);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const v = bytes[i + p]!;
    data.set([v, v, v, 255], p * 4);
  }
  return { data, width, height, colorSpace: 'srgb' };
}

/** Renders pages of a PDF to images at `dpi` (every page unless `last` says otherwise). */
export async function pdfPages(
  pdf: Buffer,
  opts: {
    dpi?: number;
    first?: number;
    last?: number;
    /** Only this part of each page, in pixels at `dpi` (reading a whole sheet takes long). */
    crop?: { x: number; y: number; width: number; height: number };
  } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const args = ['-gray', '-r', String(opts.dpi ?? 300)];
    if (opts.first) args.push('-f', String(opts.first));
    if (opts.last) args.push('-l', String(opts.last));
    const c = opts.crop;
    if (c) args.push('-x', String(c.x), '-y', String(c.y), '-W', String(c.width), '-H', String(c.height));
    // Gray PGM rather than PNG: trivial to read without an image library.
    await run('pdftoppm', [...args, join(dir, 'in.pdf'), join(dir, 'page')]);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.pgm')).sort();
    return Promise.all(files.map(async (f) => parsePgm(await readFile(join(dir, f)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders a PDF page to a PNG file (for a person to look at). */
export async function pdfPagePng(pdf: Buffer, outBase: string, dpi = 150): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'in.pdf'),
      outBase,
    ]);
    return `${outBase}.png`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let prepared = false;
function prepare() {
  if (prepared) return;
  const wasm = projectPath('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  const bytes = readFileSync(wasm);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path),
      wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    },
  });
  prepared = true;
}

/** Every QR code and Code 128 barcode on an image: their formats and texts. */
export async function readCodes(image: Raster): Promise<{ format: string; text: string }[]> {
  prepare();
  const results = await readBarcodes(image as unknown as ImageData, {
    formats: ['QRCode', 'Code128'],
    maxNumberOfSymbols: 255,
    tryHarder: true,
  });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text }));
}
