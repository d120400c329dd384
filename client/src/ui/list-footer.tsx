import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface ListFooterProps {
  /** What the list shows, e.g. "Showing 30 tickets, newest first" (announced as it changes). */
  children: ReactNode;
  /** A paged query: Load more appears while it has a next page. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  className?: string;
}

/** The foot of a paged list in a card: how much it shows, and Load more while there is more. */
export function ListFooter({ children, query, className }: ListFooterProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-xs text-muted-fg',
        className,
      )}
    >
      <span aria-live="polite">{children}</span>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
