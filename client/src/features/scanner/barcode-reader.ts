/**
 * Reads QR codes and Code 128 barcodes from camera frames: the browser's own BarcodeDetector where
 * it has one that knows both (Android, ChromeOS, macOS), else ZXing compiled to WebAssembly. The
 * .wasm file is part of our build (Vite's `?url`), served by our server and precached by the
 * service worker: never fetched from a CDN, so the reader works offline.
 */
export type ReadFrame = (frame: ImageData) => Promise<string[]>;

export interface BarcodeReader {
  /** Which engine reads: shown to the user in small print, useful when support asks. */
  engine: 'native' | 'zxing';
  read: ReadFrame;
}

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const NATIVE_FORMATS = ['qr_code', 'code_128'];

async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!NATIVE_FORMATS.every((f) => supported.includes(f))) return null;
    const detector = new Detector({ formats: NATIVE_FORMATS });
    return {
      engine: 'native',
      read: async (frame) => (await detector.detect(frame)).map((b) => b.rawValue),
    };
  } catch {
    return null;
  }
}

async function zxingReader(): Promise<BarcodeReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return {
    engine: 'zxing',
    read: async (frame) =>
      (
        await readBarcodes(frame, {
          formats: ['QRCode', 'Code128'],
          tryHarder: true,
          maxNumberOfSymbols: 1,
        })
      )
        .filter((r) => r.isValid && r.text)
        .map((r) => r.text),
  };
}

let reader: Promise<BarcodeReader> | null = null;

/** The reader (made once: the WebAssembly is compiled at the first use). */
export function barcodeReader(): Promise<BarcodeReader> {
  reader ??= nativeReader()
    .then((native) => native ?? zxingReader())
    .catch((err) => {
      reader = null;
      throw err;
    });
  return reader;
}

/**
 * Repeats of one code while it stays in front of the camera are one scan: the same code again is
 * taken only after `quietMs` without seeing it.
 */
export function createRepeatFilter(quietMs = 2500) {
  const lastSeen = new Map<string, number>();
  return (code: string, at: number): boolean => {
    const seen = lastSeen.get(code);
    lastSeen.set(code, at);
    for (const [c, t] of lastSeen) if (at - t > quietMs * 4) lastSeen.delete(c);
    return seen === undefined || at - seen > quietMs;
  };
}
