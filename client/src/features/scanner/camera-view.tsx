import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
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
  const { t } = useTranslation('scanner');
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
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(i18n.t('scanner:camera.noAccess'));
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
      setState({
        kind: 'reading',
        engine:
          reader.engine === 'native' ? i18n.t('scanner:camera.nativeEngine') : i18n.t('scanner:camera.zxing'),
      });
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
            ? i18n.t('scanner:camera.blocked')
            : name === 'NotFoundError'
              ? i18n.t('scanner:camera.notFound')
              : err instanceof Error && err.message
                ? i18n.t('scanner:camera.failedWhy', { message: err.message })
                : i18n.t('scanner:camera.failed'),
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
          aria-label={t('camera.label')}
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[18%_22%] rounded-lg border-2 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]"
        />
      </div>
      <p className="text-xs text-muted-fg" role={state.kind === 'failed' ? 'alert' : undefined}>
        {state.kind === 'starting' && t('camera.starting')}
        {state.kind === 'reading' && t('camera.reading', { engine: state.engine })}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
