import { Camera, CameraOff, ScanLine } from 'lucide-react';
import { lazy, type Ref, Suspense, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

const CameraView = lazy(() => import('./camera-view').then((m) => ({ default: m.CameraView })));

const CAMERA_KEY = 'portal.scanner.camera';

export interface ScanBoxHandle {
  focus(): void;
}

interface ScanBoxProps {
  id: string;
  label: string;
  hint?: string;
  /** A code read by the camera, typed, or typed by a USB/Bluetooth scanner (the code, then Enter). */
  onCode: (code: string) => void;
  /** Enter in the empty box (e.g. "next" on collection day). */
  onEmptyEnter?: () => void;
  ref?: Ref<ScanBoxHandle>;
}

/**
 * One box for every way of scanning (docs/product.md#scanner): a USB or Bluetooth scanner types
 * the code and Enter into it, a person can type it, and the camera (when switched on) reads QR
 * codes and Code 128 barcodes continuously into the same handler. The box keeps the focus, so a
 * scanner's keystrokes always land in it.
 */
export function ScanBox({ id, label, hint, onCode, onEmptyEnter, ref }: ScanBoxProps) {
  const { t } = useTranslation('scanner');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(() => localStorage.getItem(CAMERA_KEY) === 'on');
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  const toggleCamera = () => {
    const next = !camera;
    setCamera(next);
    localStorage.setItem(CAMERA_KEY, next ? 'on' : 'off');
  };

  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          const code = value.trim();
          setValue('');
          if (code) onCode(code);
          else onEmptyEnter?.();
          input.current?.focus();
        }}
      >
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <ScanLine
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle-fg"
            />
            <Input
              ref={input}
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              // A scanner types fast: nothing may correct or complete its keystrokes.
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              // The page opens ready for a USB scanner's first code.
              autoFocus
              className="pl-9 font-mono"
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('box.enter')}
          </Button>
          <Button
            type="button"
            variant={camera ? 'primary' : 'secondary'}
            aria-pressed={camera}
            onClick={toggleCamera}
          >
            {camera ? <CameraOff /> : <Camera />}
            <span className="max-sm:sr-only">{t('box.camera')}</span>
          </Button>
        </div>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-subtle-fg">
            {hint}
          </p>
        )}
      </form>
      {camera && (
        <Suspense fallback={<p className="text-xs text-muted-fg">{t('camera.starting')}</p>}>
          <CameraView onCode={onCode} />
        </Suspense>
      )}
    </div>
  );
}
