import { unzipSync } from 'fflate';

/**
 * The files of a zip archive by their own names (whatever folder the exporter put them in;
 * folders skipped). Answers null for a body that is not a zip; 'too large' when the unpacked
 * files would pass `maxBytes` (a zip bomb), judged before anything is unpacked.
 */
export function readZip(buf: Buffer, maxBytes: number): Map<string, Buffer> | null | 'too large' {
  let total = 0;
  let tooLarge = false;
  try {
    const unpacked = unzipSync(buf, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        total += file.originalSize;
        if (total > maxBytes) tooLarge = true;
        return !tooLarge;
      },
    });
    if (tooLarge) return 'too large';
    return new Map(
      Object.entries(unpacked).map(([name, bytes]) => [name.split('/').pop()!, Buffer.from(bytes)]),
    );
  } catch {
    return tooLarge ? 'too large' : null;
  }
}
