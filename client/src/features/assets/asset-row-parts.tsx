import { type Asset, type AssetCategoryDef, customFieldEntries } from '@domain/assets';
import { DoorOpen, Eye, Pencil, Trash2, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { formatDay } from './asset-dates';

export interface RowActions {
  canEdit: boolean;
  onView: (asset: Asset) => void;
  onEdit: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** View for everybody; Edit and Delete for those who may change the inventory. */
export function AssetRowActions({ asset, canEdit, onView, onEdit, onDelete }: RowActions & { asset: Asset }) {
  const { t } = useTranslation('assets');
  return (
    <div className="flex justify-end gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('row.view', { tag: asset.assetTag })}
        onClick={() => onView(asset)}
      >
        <Eye />
      </Button>
      {canEdit && (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('row.edit', { tag: asset.assetTag })}
            onClick={() => onEdit(asset)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('row.delete', { tag: asset.assetTag })}
            className="hover:text-tone-red-fg"
            onClick={() => onDelete(asset)}
          >
            <Trash2 />
          </Button>
        </>
      )}
    </div>
  );
}

/** Who or which room has the asset, and since or until when; "In stock" otherwise. */
export function AssetAssignee({ asset }: { asset: Asset }) {
  const { t } = useTranslation('assets');
  if (!asset.assignedTo) return <span className="text-subtle-fg">{t('row.inStock')}</span>;
  const Icon = asset.assignedType === 'room' ? DoorOpen : User;
  const when = asset.dueOn
    ? t('row.due', { date: formatDay(asset.dueOn) })
    : asset.checkedOutOn
      ? t('row.since', { date: formatDay(asset.checkedOutOn) })
      : '';
  return (
    <div className="min-w-0">
      <span className="flex items-center gap-1.5" title={asset.assignedTo}>
        <Icon aria-hidden className="size-3.5 shrink-0 text-subtle-fg" />
        <span className="sr-only">{asset.assignedType === 'room' ? t('row.room') : t('row.person')}</span>
        <span className="truncate" title={asset.assignedTo}>
          {asset.assignedTo}
        </span>
      </span>
      {when && (
        <span className="block truncate text-xs text-subtle-fg" title={when}>
          {when}
        </span>
      )}
    </div>
  );
}

/** "Dell Latitude 3440", else the serial number. */
export function assetSubtitle(asset: Asset): string {
  return [asset.manufacturer, asset.model].filter(Boolean).join(' ') || asset.serialNumber;
}

/** The asset's custom field values as one line ("Lens type: Zoom · Megapixels: 13"). */
export function customFieldsLine(categories: readonly AssetCategoryDef[], asset: Asset): string {
  return customFieldEntries(categories, asset)
    .map((e) => `${e.label}: ${e.text}`)
    .join(' · ');
}
