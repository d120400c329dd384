import { ArrowDownRight, ArrowUpRight, type LucideIcon, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { TONE_SOFT, type Tone } from './tone';

/** A stat card: title, value, an optional change {type, value, period}, icon and icon colour. */
export interface StatChange {
  type: 'increase' | 'decrease' | 'neutral';
  value: string;
  period: string;
}

export interface StatCardProps {
  title: string;
  value: ReactNode;
  change?: StatChange;
  icon: LucideIcon;
  iconColor?: Tone;
  /** A short line under the value ("within 90 days"). */
  hint?: ReactNode;
  className?: string;
}

const CHANGE = {
  increase: { icon: ArrowUpRight, className: 'text-tone-green-fg' },
  decrease: { icon: ArrowDownRight, className: 'text-tone-red-fg' },
  neutral: { icon: Minus, className: 'text-subtle-fg' },
} as const;

export function StatCard({
  title,
  value,
  change,
  icon: Icon,
  iconColor = 'brand',
  hint,
  className,
}: StatCardProps) {
  const c = change ? CHANGE[change.type] : null;
  return (
    <Card className={cn('p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[13px] leading-snug font-medium text-balance text-muted-fg">{title}</p>
          {/* A div: the value may be a loading skeleton, which a paragraph may not hold. */}
          <div className="mt-1.5 text-2xl font-semibold tracking-tight text-fg tabular-nums">{value}</div>
          {hint && <p className="mt-1 text-xs text-subtle-fg">{hint}</p>}
        </div>
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-lg border',
            TONE_SOFT[iconColor],
          )}
        >
          <Icon aria-hidden className="size-[18px]" />
        </span>
      </div>
      {change && c && (
        <p className="mt-3 flex items-center gap-1 text-xs text-subtle-fg">
          <span className={cn('inline-flex items-center gap-0.5 font-medium', c.className)}>
            <c.icon aria-hidden className="size-3.5" />
            <span className="sr-only">{change.type}</span>
            {change.value}
          </span>
          <span>{change.period}</span>
        </p>
      )}
    </Card>
  );
}
