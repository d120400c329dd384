import { type Asset, type AssetCategoryDef, categoryLabel } from '@domain/assets';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { Checkbox } from '@/ui/checkbox';
import type { DataColumn } from '@/ui/data-list';
import { RowOpener } from '@/ui/row-opener';
import {
  AssetAssignee,
  AssetRowActions,
  assetSubtitle,
  customFieldsLine,
  type RowActions,
} from './asset-row-parts';
import { AssetStatusBadge } from './asset-status-badge';
import type { AssetSelectionState } from './use-asset-selection';

interface AssetRowsOptions extends RowActions {
  rows: Asset[];
  /** The district's categories (the view provides them below itself, so they come in here). */
  categories: readonly AssetCategoryDef[];
  /** Row checkboxes and select-all, for those who may change the inventory. */
  selection: AssetSelectionState | null;
}

/**
 * How an asset shows in the inventory list: the table's columns (wide screens) or one stacked card
 * (phones), each with its checkbox while rows can be selected.
 */
export function assetRows({ rows, categories, selection, ...actions }: AssetRowsOptions) {
  const t = i18n.getFixedT(null, 'assets');
  const loadedIds = rows.map((r) => r.id);
  const subtitleOf = (asset: Asset) =>
    [assetSubtitle(asset), customFieldsLine(categories, asset)].filter(Boolean).join(' · ');
  const detailsOf = (asset: Asset) =>
    [categoryLabel(categories, asset.category), asset.location, customFieldsLine(categories, asset)]
      .filter(Boolean)
      .join(' · ');
  const rowBox = (asset: Asset, className?: string) =>
    selection && (
      <Checkbox
        className={className}
        aria-label={t('list.select', { tag: asset.assetTag })}
        checked={selection.isSelected(asset.id)}
        onCheckedChange={() => selection.toggle(asset.id, loadedIds)}
      />
    );

  const columns: DataColumn<Asset>[] = [
    ...(selection
      ? [
          {
            header: t('list.columns.select'),
            head: <SelectLoaded rows={rows} selection={selection} />,
            className: 'w-11 pr-0',
            cell: (a: Asset) => rowBox(a),
          },
        ]
      : []),
    {
      header: t('list.columns.tag'),
      className: 'w-36',
      cell: (a) => (
        <span className="block truncate font-mono text-[13px]" title={a.assetTag}>
          {a.assetTag}
        </span>
      ),
    },
    {
      header: t('list.columns.name'),
      cell: (a) => (
        <>
          <RowOpener name={a.name} onOpen={() => actions.onView(a)} />
          <span className="block truncate text-xs text-subtle-fg" title={subtitleOf(a)}>
            {subtitleOf(a) || '\u00a0'}
          </span>
        </>
      ),
    },
    {
      header: t('list.columns.category'),
      className: 'w-24 text-muted-fg',
      cell: (a) => (
        <span className="block truncate" title={categoryLabel(categories, a.category)}>
          {categoryLabel(categories, a.category)}
        </span>
      ),
    },
    {
      header: t('list.columns.status'),
      className: 'w-32',
      cell: (a) => <AssetStatusBadge status={a.status} />,
    },
    {
      header: t('list.columns.location'),
      className: 'w-52 text-muted-fg',
      cell: (a) => (
        <span className="block truncate" title={a.location}>
          {a.location || '—'}
        </span>
      ),
    },
    { header: t('list.columns.assignedTo'), className: 'w-48', cell: (a) => <AssetAssignee asset={a} /> },
    {
      header: t('list.columns.actions'),
      hideHeader: true,
      className: actions.canEdit ? 'w-28 pl-0' : 'w-14 pl-0',
      cell: (a) => <AssetRowActions asset={a} {...actions} />,
    },
  ];

  const card = (a: Asset) => (
    <div className="flex gap-3">
      {rowBox(a, 'mt-0.5')}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate font-mono text-[13px] text-muted-fg" title={a.assetTag}>
            {a.assetTag}
          </span>
          <AssetStatusBadge status={a.status} />
        </div>
        <button
          type="button"
          className="truncate text-left text-sm font-medium text-fg hover:underline"
          title={a.name}
          onClick={() => actions.onView(a)}
        >
          {a.name}
        </button>
        <span className="truncate text-xs text-muted-fg" title={detailsOf(a)}>
          {detailsOf(a)}
        </span>
        <div className="mt-auto flex items-end justify-between gap-2 text-xs">
          <AssetAssignee asset={a} />
          <AssetRowActions asset={a} {...actions} />
        </div>
      </div>
    </div>
  );

  return { columns, card };
}

/** Ticks every loaded row, or clears them all once they are. */
export function SelectLoaded({
  rows,
  selection,
  id,
}: {
  rows: Asset[];
  selection: AssetSelectionState;
  id?: string;
}) {
  const { t } = useTranslation('assets');
  const selected = rows.filter((r) => selection.isSelected(r.id)).length;
  const state = selected === 0 ? false : selected === rows.length ? true : 'indeterminate';
  return (
    <Checkbox
      id={id}
      aria-label={t('list.selectLoaded')}
      checked={state}
      onCheckedChange={() =>
        state === true ? selection.clear() : selection.selectLoaded(rows.map((r) => r.id))
      }
    />
  );
}
