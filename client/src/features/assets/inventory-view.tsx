import type { Asset, AssetFilter, AssetSelection } from '@domain/assets';
import { Boxes, Download, Landmark, Plus, Printer, Tags, Upload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { PrintLabelsDialog } from '@/features/labels';
import { formatNumber } from '@/lib/format';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { AssetCategoriesContext } from './asset-categories-context';
import { useAssetFilter, useAssetFilterControls } from './asset-filters';
import { AssetFormDialog } from './asset-form-dialog';
import { assetRows, SelectLoaded } from './asset-list';
import { AssetListFooter } from './asset-list-footer';
import { AssetSummaryCards } from './asset-summary-cards';
import { AssetViewDialog } from './asset-view-dialog';
import { BulkActionsBar } from './bulk-actions-bar';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CategoriesDialog } from './categories-dialog';
import { CheckOutDialog } from './check-out-dialog';
import { useExportAssets } from './export-assets';
import { FundingSourcesDialog } from './funding-sources-dialog';
import { ImportAssetsDialog } from './import-assets-dialog';
import { useAssetCategories } from './use-asset-categories';
import { useAssetSelection } from './use-asset-selection';
import { useAssetSummary } from './use-asset-summary';
import { useAssetsLive } from './use-assets-live';
import { useAssetsPage } from './use-assets-page';
import { useCheckInAssets } from './use-bulk-asset-actions';
import { useDeleteAsset } from './use-delete-asset';
import { useLinkedAsset } from './use-linked-asset';

/** What a check-out or check-in applies to: the table's selection, or the one asset being viewed. */
type Target = { kind: 'selection' } | { kind: 'one'; asset: Asset };

interface InventoryViewProps {
  districtId: string;
  canEdit: boolean;
}

export function InventoryView({ districtId, canEdit }: InventoryViewProps) {
  const { t } = useTranslation('assets');
  const filter = useAssetFilter();
  const filterControls = useAssetFilterControls();
  const filters = filter.value;
  const search = filter.applied.search;
  const apiFilter = useMemo<AssetFilter>(
    () => ({ search: search.trim(), status: filters.status, category: filters.category }),
    [search, filters.status, filters.category],
  );
  const list = useAssetsPage(districtId, apiFilter, filters.sort);
  const summary = useAssetSummary(districtId);
  const { categories } = useAssetCategories(districtId);
  const canEditCategories = useAccess('assets', 'admin').ok;
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const canEditFunding = useAccess('money', 'admin').ok;
  const [fundingOpen, setFundingOpen] = useState(false);
  useAssetsLive(districtId);

  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const selection = useAssetSelection(apiFilter, total);
  const loadedIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const { retain } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: retain is recreated each render; the ids are what matter.
  useEffect(() => retain(loadedIds), [loadedIds]);

  const [form, setForm] = useState<{ open: boolean; asset: Asset | null }>({ open: false, asset: null });
  const [viewing, setViewing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [bulkEditOpen, setBulkEditOpen] = useState(false);
  const [checkOut, setCheckOut] = useState<Target | null>(null);
  const [checkIn, setCheckIn] = useState<Target | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  /** Print labels: of the selection (from the bulk bar), or of a site (from the header). */
  const [labels, setLabels] = useState<{ open: boolean; selection: boolean }>({
    open: false,
    selection: false,
  });
  const { districtName } = useWorkingDistrict();
  const linked = useLinkedAsset(districtId);

  const remove = useDeleteAsset(districtId);
  const checkInMutation = useCheckInAssets(districtId);
  const exporter = useExportAssets(districtId);

  // The viewed asset as the list now knows it (it changes after a check-out, an edit, a live event).
  // An address's asset (`?asset=`, where a label's QR code leads) shows the same way.
  const shown = viewing ?? linked.asset;
  const viewed = shown ? (rows.find((r) => r.id === shown.id) ?? shown) : null;
  const closeView = () => {
    setViewing(null);
    linked.clear();
  };
  const filtered = apiFilter.search !== '' || filters.status !== 'all' || filters.category !== 'all';
  const targetCount = (t: Target | null) => (t?.kind === 'one' ? 1 : selection.count);
  const targetSelection = (t: Target | null) => (): AssetSelection =>
    t?.kind === 'one' ? { ids: [t.asset.id] } : selection.toApi();
  const afterBulk = (t: Target | null) => {
    if (t?.kind !== 'one') selection.clear();
  };

  const { columns, card } = assetRows({
    rows,
    categories,
    selection: canEdit ? selection : null,
    canEdit,
    onView: setViewing,
    onEdit: (asset) => setForm({ open: true, asset }),
    onDelete: setDeleting,
  });

  const addButton = canEdit && (
    <Button onClick={() => setForm({ open: true, asset: null })}>
      <Plus /> {t('inventory.add')}
    </Button>
  );
  const importButton = canEdit && (
    <Button variant="secondary" onClick={() => setImportOpen(true)}>
      <Upload /> {t('inventory.import')}
    </Button>
  );

  return (
    <AssetCategoriesContext.Provider value={categories}>
      <PageHeader
        title={t('page.title')}
        description={
          summary.data
            ? t('inventory.summary', {
                total: formatNumber(summary.data.total),
                checkedOut: formatNumber(summary.data.checkedOut),
                lost: formatNumber(summary.data.lost),
              })
            : t('page.description')
        }
        actions={
          <>
            {canEditCategories && (
              <Button variant="secondary" onClick={() => setCategoriesOpen(true)}>
                <Tags /> {t('inventory.categories')}
              </Button>
            )}
            {canEditFunding && (
              <Button variant="secondary" onClick={() => setFundingOpen(true)}>
                <Landmark /> {t('inventory.funding')}
              </Button>
            )}
            {importButton}
            <Button variant="secondary" onClick={() => setLabels({ open: true, selection: false })}>
              <Printer /> {t('inventory.print')}
            </Button>
            <Button
              variant="secondary"
              loading={exporter.isPending}
              onClick={() => exporter.mutate(apiFilter)}
            >
              <Download /> {t('inventory.export')}
            </Button>
            {addButton}
          </>
        }
      />

      <div className="flex flex-col gap-4">
        <AssetSummaryCards summary={summary.data} />
        <FilterBar filter={filter} controls={filterControls} className="mb-0" />
        <Card className="overflow-hidden">
          {canEdit && selection.count > 0 && (
            <BulkActionsBar
              selection={selection}
              loaded={rows.length}
              total={total}
              onBulkEdit={() => setBulkEditOpen(true)}
              onCheckOut={() => setCheckOut({ kind: 'selection' })}
              onCheckIn={() => setCheckIn({ kind: 'selection' })}
              onPrintLabels={() => setLabels({ open: true, selection: true })}
            />
          )}
          {canEdit && !list.isError && rows.length > 0 && (
            // On a phone the cards have no header row: select-all sits above them.
            <div className="sticky top-0 z-10 flex h-10 items-center gap-3 border-b border-border bg-surface-muted px-4 text-xs font-medium text-muted-fg md:hidden">
              <SelectLoaded id="asset-select-all" rows={rows} selection={selection} />
              <label htmlFor="asset-select-all">{t('inventory.selectAll')}</label>
            </div>
          )}
          <DataList
            query={list}
            rows={rows}
            rowKey={(a) => a.id}
            columns={columns}
            card={card}
            label={t('inventory.label')}
            tableClassName="min-w-[1080px] table-fixed"
            isSelected={canEdit ? (a) => selection.isSelected(a.id) : undefined}
            loading={t('inventory.loading')}
            failed={t('inventory.failed')}
            empty={{
              icon: Boxes,
              title: t('inventory.empty.title'),
              description: t('inventory.empty.description'),
              action: canEdit && (
                <div className="flex gap-2">
                  {importButton}
                  {addButton}
                </div>
              ),
            }}
            noMatch={{
              title: t('inventory.empty.title'),
              description: t('inventory.noMatch'),
            }}
            filtered={filtered}
            footer={<AssetListFooter loaded={rows.length} total={total} query={list} />}
          />
        </Card>
      </div>

      <AssetFormDialog
        districtId={districtId}
        open={form.open}
        asset={form.asset}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <AssetViewDialog
        districtId={districtId}
        asset={viewed}
        canEdit={canEdit}
        onClose={closeView}
        onEdit={(asset) => {
          closeView();
          setForm({ open: true, asset });
        }}
        onCheckOut={(asset) => setCheckOut({ kind: 'one', asset })}
        onCheckIn={(asset) => setCheckIn({ kind: 'one', asset })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('inventory.delete.title', { tag: deleting?.assetTag ?? t('inventory.delete.asset') })}
        description={t('inventory.delete.description', {
          name: deleting?.name ?? t('inventory.delete.thisAsset'),
        })}
        confirmLabel={t('inventory.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              if (viewed?.id === deleting.id) closeView();
              setDeleting(null);
            },
          });
        }}
      />
      <BulkEditDialog
        districtId={districtId}
        open={bulkEditOpen}
        count={selection.count}
        selection={selection.toApi}
        onOpenChange={setBulkEditOpen}
        onDone={() => {
          setBulkEditOpen(false);
          selection.clear();
        }}
      />
      <CheckOutDialog
        districtId={districtId}
        open={checkOut !== null}
        count={targetCount(checkOut)}
        selection={targetSelection(checkOut)}
        onOpenChange={(open) => !open && setCheckOut(null)}
        onDone={() => {
          afterBulk(checkOut);
          setCheckOut(null);
        }}
      />
      <ConfirmDialog
        open={checkIn !== null}
        onOpenChange={(open) => !open && setCheckIn(null)}
        title={
          checkIn?.kind === 'one'
            ? t('inventory.checkIn.one', { tag: checkIn.asset.assetTag })
            : t('inventory.checkIn.many', { count: selection.count, n: formatNumber(selection.count) })
        }
        description={t('inventory.checkIn.description')}
        confirmLabel={t('inventory.checkIn.confirm')}
        loading={checkInMutation.isPending}
        onConfirm={() => {
          const target = checkIn;
          checkInMutation.mutate(
            { selection: targetSelection(target)() },
            {
              onSuccess: () => {
                afterBulk(target);
                setCheckIn(null);
              },
            },
          );
        }}
      />
      <PrintLabelsDialog
        districtId={districtId}
        districtName={districtName ?? ''}
        open={labels.open}
        onOpenChange={(open) => setLabels((l) => ({ ...l, open }))}
        selection={labels.selection && selection.count > 0 ? selection : null}
        sampleTag={
          labels.selection ? rows.find((r) => selection.isSelected(r.id))?.assetTag : rows[0]?.assetTag
        }
      />
      {canEdit && (
        <ImportAssetsDialog districtId={districtId} open={importOpen} onOpenChange={setImportOpen} />
      )}
      {canEditCategories && (
        <CategoriesDialog
          districtId={districtId}
          categories={categories}
          open={categoriesOpen}
          onOpenChange={setCategoriesOpen}
        />
      )}
      {canEditFunding && (
        <FundingSourcesDialog districtId={districtId} open={fundingOpen} onOpenChange={setFundingOpen} />
      )}
    </AssetCategoriesContext.Provider>
  );
}
