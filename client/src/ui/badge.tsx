import { PRIORITY_LABELS, type Priority } from '@domain/priorities';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { PRIORITY_TONE, TONE_DOT, TONE_SOFT, type Tone } from './tone';

interface BadgeProps extends ComponentProps<'span'> {
  tone?: Tone;
  /** A small dot before the text (colour is never the only signal: the text says it too). */
  dot?: boolean;
}

export function Badge({ tone = 'neutral', dot, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1.5 rounded-full border px-2 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
        TONE_SOFT[tone],
        className,
      )}
      {...props}
    >
      {dot && <span aria-hidden className={cn('size-1.5 rounded-full', TONE_DOT[tone])} />}
      {children}
    </span>
  );
}

/** A status of one of the domain's vocabularies: its word, after a dot of its tone. */
export function StatusBadge<S extends string>({
  status,
  labels,
  tones,
}: {
  status: S;
  labels: Record<S, string>;
  tones: Record<S, Tone>;
}) {
  return (
    <Badge tone={tones[status]} dot>
      {labels[status]}
    </Badge>
  );
}

/** The priority of a ticket, project or task: low green, medium yellow, high orange, critical red. */
export function PriorityBadge({ priority, className }: { priority: Priority; className?: string }) {
  return (
    <Badge tone={PRIORITY_TONE[priority]} className={className}>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
