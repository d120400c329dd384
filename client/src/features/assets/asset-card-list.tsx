import { type Asset, categoryLabel } from '@domain/assets';
import type { VirtualItem } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';
import { Checkbox } from '@/ui/checkbox';
import { useCategoryList } from './asset-categories-context';
import { AssetAssignee, AssetRowActions, customFieldsLine, type RowActions } from './asset-row-parts';
import { AssetStatusBadge } from './asset-status-badge';
import type { AssetSelectionState } from './use-asset-selection';

export const CARD_ROW_HEIGHT = 124;

interface AssetCardListProps extends RowActions {
  rows: Asset[];
  items: VirtualItem[];
  padTop: number;
  padBottom: number;
  selection: AssetSelectionState | null;
}

/** The narrow layout: one stacked card per asset, same virtualization as the table. */
export function AssetCardList({ rows, items, padTop, padBottom, selection, ...actions }: AssetCardListProps) {
  const categories = useCategoryList();
  const detailsOf = (asset: Asset) =>
    [categoryLabel(categories, asset.category), asset.location, customFieldsLine(categories, asset)]
      .filter(Boolean)
      .join(' · ');
  const loadedIds = rows.map((r) => r.id);
  const selectedLoaded = selection ? rows.filter((r) => selection.isSelected(r.id)).length : 0;
  const allState = selectedLoaded === 0 ? false : selectedLoaded === rows.length ? true : 'indeterminate';
  return (
    <div>
      {selection && (
        <div className="sticky top-0 z-10 flex h-10 items-center gap-3 border-b border-border bg-surface-muted px-4 text-xs font-medium text-muted-fg">
          <Checkbox
            id="asset-select-all"
            aria-label="Select all loaded assets"
            checked={allState}
            onCheckedChange={() =>
              allState === true ? selection.clear() : selection.selectLoaded(loadedIds)
            }
          />
          <label htmlFor="asset-select-all">Select all</label>
        </div>
      )}
      <ul aria-label="Assets" style={{ paddingTop: padTop, paddingBottom: padBottom }}>
        {items.map((item) => {
          const asset = rows[item.index]!;
          const selected = selection?.isSelected(asset.id) ?? false;
          return (
            <li
              key={asset.id}
              style={{ height: CARD_ROW_HEIGHT }}
              className={cn('flex gap-3 border-b border-border px-4 py-3', selected && 'bg-brand-soft')}
            >
              {selection && (
                <Checkbox
                  className="mt-0.5"
                  aria-label={`Select ${asset.assetTag}`}
                  checked={selected}
                  onCheckedChange={() => selection.toggle(asset.id, loadedIds)}
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate font-mono text-[13px] text-muted-fg" title={asset.assetTag}>
                    {asset.assetTag}
                  </span>
                  <AssetStatusBadge status={asset.status} />
                </div>
                <button
                  type="button"
                  className="truncate text-left text-sm font-medium text-fg hover:underline"
                  title={asset.name}
                  onClick={() => actions.onView(asset)}
                >
                  {asset.name}
                </button>
                <span className="truncate text-xs text-muted-fg" title={detailsOf(asset)}>
                  {detailsOf(asset)}
                </span>
                <div className="mt-auto flex items-end justify-between gap-2 text-xs">
                  <AssetAssignee asset={asset} />
                  <AssetRowActions asset={asset} {...actions} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
