import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Spinner } from '@/ui/spinner';

interface AssetListFooterProps {
  loaded: number;
  total: number;
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/**
 * How many assets the list shows; the next page loads by itself as this foot comes near the view,
 * so 50,000 assets scroll on without a Load more button.
 */
export function AssetListFooter({ loaded, total, query }: AssetListFooterProps) {
  const { t } = useTranslation('assets');
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per page answers whether the foot is still near.
  useEffect(() => {
    const foot = ref.current;
    if (!foot || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && void fetchNextPage(), {
      rootMargin: '0px 0px 2000px 0px',
    });
    observer.observe(foot);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, loaded]);
  return (
    <div
      ref={ref}
      className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-xs text-muted-fg"
    >
      <span aria-live="polite">
        {loaded < total
          ? t('footer.showing', { loaded: formatNumber(loaded), total: formatNumber(total) })
          : t('footer.count', { count: total, n: formatNumber(total) })}
      </span>
      {isFetchingNextPage && (
        <span className="inline-flex items-center gap-2">
          <Spinner size="sm" label={null} /> {t('footer.loadingMore')}
        </span>
      )}
    </div>
  );
}
