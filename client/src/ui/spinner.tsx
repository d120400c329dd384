import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useGateText } from '@/lib/gate-text';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Text for assistive technology; null when the surrounding control already says it. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useGateText('controls');
  const icon = (
    <LoaderCircle aria-hidden className={cn('animate-spin text-current', SIZES[size], className)} />
  );
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A centred spinner with a visible message, for a page or card that is loading. */
export function LoadingState({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-sm text-muted-fg', className)}
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-subtle-fg" />
      <span>{message}</span>
    </div>
  );
}
