import { useEffect, useRef, useState } from 'react';
import { barcodeReader, createRepeatFilter } from './barcode-reader';

/** How often a frame is read, and the widest frame read (smaller is faster; labels fill the view). */
const FRAME_EVERY_MS = 180;
const MAX_FRAME_WIDTH = 960;

type CameraState =
  | { kind: 'starting' }
  | { kind: 'reading'; engine: string }
  | { kind: 'failed'; message: string };

/**
 * The camera's live picture, read continuously for QR codes and Code 128 barcodes; each new code
 * goes to `onCode` (a code that stays in view counts once). The camera stops when this leaves.
 */
export function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const fresh = createRepeatFilter();

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no access to a camera.');
      const [media, reader] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        }),
        barcodeReader(),
      ]);
      stream = media;
      if (stopped || !video.current) return;
      video.current.srcObject = media;
      await video.current.play().catch(() => undefined);
      setState({ kind: 'reading', engine: reader.engine === 'native' ? "the browser's reader" : 'ZXing' });
      const tick = async () => {
        const v = video.current;
        if (stopped || !v) return;
        if (context && v.readyState >= 2 && v.videoWidth > 0) {
          const scale = Math.min(1, MAX_FRAME_WIDTH / v.videoWidth);
          canvas.width = Math.round(v.videoWidth * scale);
          canvas.height = Math.round(v.videoHeight * scale);
          context.drawImage(v, 0, 0, canvas.width, canvas.height);
          try {
            const codes = await reader.read(context.getImageData(0, 0, canvas.width, canvas.height));
            const now = performance.now();
            for (const code of codes) if (!stopped && fresh(code, now)) latest.current(code);
          } catch {
            // A frame the reader could not take: the next one comes shortly.
          }
        }
        if (!stopped) timer = setTimeout(tick, FRAME_EVERY_MS);
      };
      void tick();
    }

    start().catch((err: unknown) => {
      if (stopped) return;
      const name = err instanceof Error ? err.name : '';
      setState({
        kind: 'failed',
        message:
          name === 'NotAllowedError'
            ? 'The camera is blocked for this site. Allow it in the browser, or type the code.'
            : name === 'NotFoundError'
              ? 'No camera was found. Use a USB scanner or type the code.'
              : `The camera could not start${err instanceof Error && err.message ? `: ${err.message}` : ''}.`,
      });
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
        <video
          ref={video}
          className="size-full object-cover"
          muted
          playsInline
          aria-label="Camera picture: hold a label's code in view"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[18%_22%] rounded-lg border-2 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]"
        />
      </div>
      <p className="text-xs text-muted-fg" role={state.kind === 'failed' ? 'alert' : undefined}>
        {state.kind === 'starting' && 'Starting the camera…'}
        {state.kind === 'reading' && `Reading codes with ${state.engine}. Hold a label in the frame.`}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
