import { cn } from '@/lib/cn';

/** A progress bar: determinate with `value` (0..1), otherwise an endless sweep. */
export function ImportProgress({ label, value }: { label: string; value?: number }) {
  const percent = value === undefined ? undefined : Math.round(value * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="text-fg">{label}</span>
        {percent !== undefined && <span className="text-muted-fg tabular-nums">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="relative h-2 overflow-hidden rounded-full bg-surface-hover"
      >
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full bg-brand transition-[width]',
            percent === undefined && 'w-1/3 animate-pulse',
          )}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
