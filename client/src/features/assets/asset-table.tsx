import { type Asset, categoryLabel } from '@domain/assets';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Checkbox } from '@/ui/checkbox';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useCategoryList } from './asset-categories-context';
import {
  AssetAssignee,
  AssetRowActions,
  assetSubtitle,
  customFieldsLine,
  type RowActions,
} from './asset-row-parts';
import { AssetStatusBadge } from './asset-status-badge';
import type { AssetSelectionState } from './use-asset-selection';

export const TABLE_ROW_HEIGHT = 57;

interface AssetTableProps extends RowActions {
  rows: Asset[];
  total: number;
  items: VirtualItem[];
  padTop: number;
  padBottom: number;
  selection: AssetSelectionState | null;
}

/** The wide layout: a table whose rows outside the view are replaced by two spacer rows. */
export function AssetTable({
  rows,
  total,
  items,
  padTop,
  padBottom,
  selection,
  ...actions
}: AssetTableProps) {
  const categories = useCategoryList();
  const subtitleOf = (asset: Asset) =>
    [assetSubtitle(asset), customFieldsLine(categories, asset)].filter(Boolean).join(' · ');
  const loadedIds = rows.map((r) => r.id);
  const selectedLoaded = selection ? rows.filter((r) => selection.isSelected(r.id)).length : 0;
  const headerState = selectedLoaded === 0 ? false : selectedLoaded === rows.length ? true : 'indeterminate';
  return (
    <table
      className="w-full min-w-[1080px] table-fixed border-separate border-spacing-0 text-sm"
      aria-rowcount={total + 1}
    >
      <colgroup>
        {selection && <col className="w-11" />}
        <col className="w-36" />
        <col />
        <col className="w-24" />
        <col className="w-32" />
        <col className="w-52" />
        <col className="w-48" />
        <col className={actions.canEdit ? 'w-28' : 'w-14'} />
      </colgroup>
      <TableHeader>
        <tr>
          {selection && (
            <TableHead className="pr-0">
              <Checkbox
                aria-label="Select all loaded assets"
                checked={headerState}
                disabled={rows.length === 0}
                onCheckedChange={() =>
                  headerState === true ? selection.clear() : selection.selectLoaded(loadedIds)
                }
              />
            </TableHead>
          )}
          <TableHead>Asset Tag</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Assigned To</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {padTop > 0 && (
          <tr aria-hidden>
            <td style={{ height: padTop }} />
          </tr>
        )}
        {items.map((item) => {
          const asset = rows[item.index]!;
          const selected = selection?.isSelected(asset.id) ?? false;
          return (
            <TableRow
              key={asset.id}
              style={{ height: TABLE_ROW_HEIGHT }}
              aria-rowindex={item.index + 2}
              data-state={selected ? 'selected' : undefined}
            >
              {selection && (
                <TableCell className="py-0 pr-0">
                  <Checkbox
                    aria-label={`Select ${asset.assetTag}`}
                    checked={selected}
                    onCheckedChange={() => selection.toggle(asset.id, loadedIds)}
                  />
                </TableCell>
              )}
              <TableCell className="truncate py-0 font-mono text-[13px]" title={asset.assetTag}>
                {asset.assetTag}
              </TableCell>
              <TableCell className="py-0">
                <button
                  type="button"
                  className="block max-w-full cursor-pointer truncate text-left font-medium hover:underline"
                  title={asset.name}
                  onClick={() => actions.onView(asset)}
                >
                  {asset.name}
                </button>
                <span className="block truncate text-xs text-subtle-fg" title={subtitleOf(asset)}>
                  {subtitleOf(asset) || '\u00a0'}
                </span>
              </TableCell>
              <TableCell
                className="truncate py-0 text-muted-fg"
                title={categoryLabel(categories, asset.category)}
              >
                {categoryLabel(categories, asset.category)}
              </TableCell>
              <TableCell className="py-0">
                <AssetStatusBadge status={asset.status} />
              </TableCell>
              <TableCell className="truncate py-0 text-muted-fg" title={asset.location}>
                {asset.location || '—'}
              </TableCell>
              <TableCell className="py-0">
                <AssetAssignee asset={asset} />
              </TableCell>
              <TableCell className="py-0 pl-0">
                <AssetRowActions asset={asset} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
        {padBottom > 0 && (
          <tr aria-hidden>
            <td style={{ height: padBottom }} />
          </tr>
        )}
      </TableBody>
    </table>
  );
}
