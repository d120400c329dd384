import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { PRIORITY_TONE, TICKET_STATUS_TONE, TONE_DOT, TONE_SOFT, type Tone } from './tone';

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

const humanize = (value: string) => value.replace(/[_-]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Priority badge in the colours of spec 9. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  return (
    <Badge tone={PRIORITY_TONE[priority] ?? 'gray'} className={className}>
      {humanize(priority)}
    </Badge>
  );
}

/** Ticket status badge in the colours of spec 9. */
export function TicketStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={TICKET_STATUS_TONE[status] ?? 'gray'} dot className={className}>
      {humanize(status)}
    </Badge>
  );
}
