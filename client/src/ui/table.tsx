import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** Classes of the scrolling wrapper, e.g. a max height so the sticky header sticks inside it. */
  containerClassName?: string;
}

/**
 * A table that scrolls inside its container (never the page) and keeps its header in view. While
 * its content overflows, the container is a named, focusable region, so a keyboard can scroll it.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(container);
  return (
    <div
      ref={container}
      className={cn('relative w-full overflow-auto', containerClassName)}
      {...(scrolls && { tabIndex: 0 })}
      {...(scrolls && props['aria-label'] && { role: 'region', 'aria-label': props['aria-label'] })}
    >
      <table
        className={cn('w-full caption-bottom border-separate border-spacing-0 text-sm', className)}
        {...props}
      />
    </div>
  );
}

/** Whether an element's content is larger than the element (re-measured as either resizes). */
function useScrolls(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setScrolls(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_th]:sticky [&_th]:top-0 [&_th]:z-10', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child_td]:border-b-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'transition-colors hover:bg-surface-muted/60 data-[state=selected]:bg-brand-soft',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 border-b border-border bg-surface-muted px-4 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-fg',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-4 py-3 align-middle text-fg', className)} {...props} />;
}
