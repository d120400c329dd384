import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ScreenTitle } from './screen-title';

interface PageHeaderProps {
  title: ReactNode;
  /** One line that says what the page is for. */
  description?: ReactNode;
  /** The primary action (and at most a few secondary ones), shown on the right. */
  actions?: ReactNode;
  /** Something above the title, e.g. a back link or breadcrumb. */
  eyebrow?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow && <div className="mb-2">{eyebrow}</div>}
        <ScreenTitle className="text-xl font-semibold tracking-tight text-fg sm:text-2xl">
          {title}
        </ScreenTitle>
        {description && <p className="mt-1 text-sm text-muted-fg">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
