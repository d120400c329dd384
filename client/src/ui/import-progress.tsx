import { useEffect, useRef } from 'react';

/** A progress bar: determinate with `value` (0..1), otherwise a bar sweeping across while the server works. */
export function ImportProgress({ label, value }: { label: string; value?: number }) {
  const percent = value === undefined ? undefined : Math.round(value * 100);
  const sweep = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (percent !== undefined || !sweep.current) return;
    const animation = sweep.current.animate(
      [{ transform: 'translateX(-100%)' }, { transform: 'translateX(300%)' }],
      {
        duration: 1400,
        iterations: Number.POSITIVE_INFINITY,
        easing: 'ease-in-out',
      },
    );
    return () => animation.cancel();
  }, [percent]);
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
        {percent === undefined ? (
          <div ref={sweep} className="absolute inset-y-0 left-0 w-1/3 rounded-full bg-brand" />
        ) : (
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-brand transition-[width]"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}
