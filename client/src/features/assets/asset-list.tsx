import type { Asset } from '@domain/assets';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * near, so 50,000 assets scroll as smoothly as 50. On wide screens a table that scrolls inside its
 * card (its header stays in view); on phones stacked cards that scroll with the page itself, never
 * a box scrolling inside the page.
 */
export function AssetList(props: AssetListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div>
      {wide ? <ScrollingTable {...props} /> : <PageCards {...props} />}
      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-xs text-muted-fg">
        <span aria-live="polite">
          {props.rows.length < props.total
            ? `Showing ${formatNumber(props.rows.length)} of ${formatNumber(props.total)} assets`
            : `${formatNumber(props.total)} ${props.total === 1 ? 'asset' : 'assets'}`}
        </span>
        {props.loadingMore && (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" label={null} /> Loading more…
          </span>
        )}
      </div>
    </div>
  );
}

function ScrollingTable({
  rows,
  total,
  hasMore,
  loadingMore,
  loadMore,
  selection,
  ...actions
}: AssetListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 10,
  });
  const layout = useVisibleRows(virtualizer, { rows, hasMore, loadingMore, loadMore });
  return (
    <section
      ref={scrollRef}
      aria-label="Assets"
      className="relative h-[min(640px,calc(100dvh-22rem))] min-h-[420px] w-full overflow-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable with the keyboard.
      tabIndex={0}
    >
      <AssetTable total={total} {...layout} selection={selection} {...actions} />
    </section>
  );
}

function PageCards({ rows, hasMore, loadingMore, loadMore, selection, ...actions }: AssetListProps) {
  const listRef = useRef<HTMLElement>(null);
  // The page scrolls: the virtualizer needs to know where the list starts on it.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => CARD_ROW_HEIGHT,
    overscan: 6,
    scrollMargin: offset,
  });
  const layout = useVisibleRows(virtualizer, { rows, hasMore, loadingMore, loadMore });
  return (
    <section ref={listRef} aria-label="Assets">
      <AssetCardList {...layout} selection={selection} {...actions} />
    </section>
  );
}

/** The rows in view with the space above and below them, and the next page as the end comes near. */
function useVisibleRows<E extends Element | Window>(
  virtualizer: Virtualizer<E, Element>,
  {
    rows,
    hasMore,
    loadingMore,
    loadMore,
  }: Pick<AssetListProps, 'rows' | 'hasMore' | 'loadingMore' | 'loadMore'>,
) {
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 40) loadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, loadMore]);
  const margin = virtualizer.options.scrollMargin;
  const padTop = Math.max(0, (items[0]?.start ?? margin) - margin);
  const padBottom = Math.max(0, virtualizer.getTotalSize() - ((items.at(-1)?.end ?? margin) - margin));
  return { rows, items, padTop, padBottom };
}
