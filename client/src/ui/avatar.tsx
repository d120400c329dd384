import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-7 text-[11px]', md: 'size-8 text-xs', lg: 'size-10 text-sm' } as const;

interface AvatarProps extends ComponentProps<'span'> {
  initials: string;
  size?: keyof typeof SIZES;
}

/** Initials in a circle; decorative unless given a label. */
export function Avatar({ initials, size = 'md', className, ...props }: AvatarProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold tracking-wide text-brand-fg select-none',
        SIZES[size],
        className,
      )}
      {...props}
    >
      {initials}
    </span>
  );
}
