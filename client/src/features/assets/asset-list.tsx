import type { Asset } from '@domain/assets';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { Spinner } from '@/ui/spinner';
import { AssetCardList, CARD_ROW_HEIGHT } from './asset-card-list';
import type { RowActions } from './asset-row-parts';
import { AssetTable, TABLE_ROW_HEIGHT } from './asset-table';
import type { AssetSelectionState } from './use-asset-selection';

interface AssetListProps extends RowActions {
  rows: Asset[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  selection: AssetSelectionState | null;
}

/**
 * The inventory list: only the rows in view are rendered and the next page loads as the end comes
 * near, so 50,000 assets scroll as smoothly as 50. A table on wide screens, stacked cards on
 * narrow ones; it scrolls inside its card, never the page sideways.
 */
export function AssetList({
  rows,
  total,
  hasMore,
  loadingMore,
  loadMore,
  selection,
  ...actions
}: AssetListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (wide ? TABLE_ROW_HEIGHT : CARD_ROW_HEIGHT),
    overscan: 10,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row height changes with the layout.
  useEffect(() => virtualizer.measure(), [wide]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 40) loadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, loadMore]);

  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const layout = { rows, items, padTop, padBottom, selection, ...actions };

  return (
    <div>
      <section
        ref={scrollRef}
        aria-label="Assets"
        className="relative h-[min(640px,calc(100dvh-22rem))] min-h-[420px] w-full overflow-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable with the keyboard.
        tabIndex={0}
      >
        {wide ? <AssetTable total={total} {...layout} /> : <AssetCardList {...layout} />}
      </section>
      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-xs text-muted-fg">
        <span aria-live="polite">
          {rows.length < total
            ? `Showing ${formatNumber(rows.length)} of ${formatNumber(total)} assets`
            : `${formatNumber(total)} ${total === 1 ? 'asset' : 'assets'}`}
        </span>
        {loadingMore && (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" label={null} /> Loading more…
          </span>
        )}
      </div>
    </div>
  );
}
