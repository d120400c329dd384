import {
  canSeeLicenseCosts,
  isExpiringSoon,
  type LicenseFilter,
  type LicenseListItem,
} from '@domain/licenses';
import { ChevronDown, FileSpreadsheet, FileText, KeyRound, Plus, Upload } from 'lucide-react';
import { type ComponentProps, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { ExpiringSoon } from './expiring-soon';
import { ImportLicensesDialog } from './import-licenses-dialog';
import { LicenseDetailDialog } from './license-detail-dialog';
import { LICENSE_FILTER_CONTROLS, useLicenseFilter } from './license-filters';
import { LicenseFormDialog } from './license-form-dialog';
import { useLicenseOverview } from './license-overview';
import type { LicenseActions } from './license-row-menu';
import { LicenseSummaryCards } from './license-summary-cards';
import { LICENSES_DESCRIPTION, LICENSES_TITLE, LicensesBreadcrumb } from './licenses-header';
import { RemindersDialog } from './reminders-dialog';
import { RenewLicenseDialog } from './renew-license-dialog';
import { useDeleteLicense } from './use-delete-license';
import { useExportLicenses } from './use-export-licenses';
import { useLicenseSummary } from './use-license-summary';
import { useLicenses } from './use-licenses';
import { useLicensesLive } from './use-licenses-live';
import { useCancelLicense } from './use-save-license';
import { UtilizationView } from './utilization-view';

/**
 * License Tracking of one district (see docs/product.md#licenses): the four cards, search and
 * filters, the tabs Overview, Expiring Soon and Utilization, and the dialogs of every action.
 * Everyone reads; technicians manage seats; administrators add, edit, renew, import and remind.
 */
export function LicensesView({ districtId }: { districtId: string }) {
  const user = useCurrentUser();
  const { t } = useTranslation('licenses');
  const canAdmin = useAccess('licenses', 'admin').ok;
  const canAssign = useAccess('licenses', 'write').ok;
  const showCosts = canSeeLicenseCosts(user.role);

  const filter = useLicenseFilter();
  const { q, status, category } = filter.applied;
  const apiFilter = useMemo<LicenseFilter>(() => ({ q: q.trim(), status, category }), [q, status, category]);
  const list = useLicenses(districtId, apiFilter);
  const summary = useLicenseSummary(districtId);
  useLicensesLive(districtId);
  const rows = list.data ?? [];
  const filtered = filter.filtered;
  const dueCount = rows.filter(isExpiringSoon).length;

  const [form, setForm] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const [viewing, setViewing] = useState<string | null>(null);
  const [renewing, setRenewing] = useState<ComponentProps<typeof RenewLicenseDialog>['license']>(null);
  const [reminding, setReminding] = useState<LicenseListItem | null>(null);
  const [cancelling, setCancelling] = useState<LicenseListItem | null>(null);
  const [deleting, setDeleting] = useState<LicenseListItem | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const remove = useDeleteLicense(districtId);
  const cancel = useCancelLicense(districtId);
  const exporter = useExportLicenses(districtId);

  /** Cancels or reactivates: only the license's cancellation changes. */
  async function toggleCancel(item: LicenseListItem) {
    await cancel.mutateAsync({ license: item, cancelled: item.status !== 'cancelled' });
  }

  const actions: LicenseActions = {
    canAdmin,
    onView: (l) => setViewing(l.id),
    onEdit: (l) => setForm({ open: true, id: l.id }),
    onRenew: setRenewing,
    onRemind: setReminding,
    onToggleCancel: (l) =>
      l.status === 'cancelled' ? void toggleCancel(l).catch(() => {}) : setCancelling(l),
    onDelete: setDeleting,
  };

  const overview = useLicenseOverview(rows, showCosts, actions);

  const addButton = canAdmin && (
    <Button onClick={() => setForm({ open: true, id: null })}>
      <Plus /> {t('view.add')}
    </Button>
  );
  const importButton = canAdmin && (
    <Button variant="secondary" onClick={() => setImportOpen(true)}>
      <Upload /> {t('view.import')}
    </Button>
  );

  // Loading, failed and empty show alone; the tabs come with the first license.
  const body = (
    <Card className="overflow-hidden">
      <DataList
        query={list}
        rows={overview.rows}
        rowKey={(l) => l.id}
        columns={overview.columns}
        card={overview.card}
        label={t('view.label')}
        caption={overview.caption}
        tableFrom="lg"
        tableClassName="min-w-[1000px] table-fixed"
        loading={t('view.loading')}
        failed={t('view.failed')}
        empty={{
          icon: KeyRound,
          title: t('view.empty.title'),
          description: t('view.empty.description'),
          action: canAdmin && (
            <div className="flex gap-2">
              {importButton}
              {addButton}
            </div>
          ),
        }}
        noMatch={{
          title: t('view.noMatch.title'),
          description: t('view.noMatch.description'),
        }}
        filtered={filtered}
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        eyebrow={<LicensesBreadcrumb />}
        title={LICENSES_TITLE}
        description={LICENSES_DESCRIPTION}
        actions={
          <>
            {importButton}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="secondary" loading={exporter.isPending}>
                  {t('view.export')} <ChevronDown />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => exporter.mutate({ filter: apiFilter, format: 'csv' })}>
                  <FileText /> {t('view.csv')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => exporter.mutate({ filter: apiFilter, format: 'xlsx' })}>
                  <FileSpreadsheet /> {t('view.excel')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            {addButton}
          </>
        }
      />

      <div className="flex flex-col gap-4">
        <LicenseSummaryCards summary={summary.data} showCosts={showCosts} />
        <FilterBar filter={filter} controls={LICENSE_FILTER_CONTROLS} className="mb-0" />
        {list.isError || rows.length === 0 ? (
          body
        ) : (
          <Tabs defaultValue="overview">
            <TabsList aria-label={t('view.tabs')} className="w-full sm:w-auto">
              <TabsTrigger value="overview">{t('view.overview')}</TabsTrigger>
              <TabsTrigger value="expiring">
                {t('view.expiring')}
                {dueCount > 0 && (
                  <span className="rounded-full bg-tone-orange-bg px-1.5 text-xs text-tone-orange-fg tabular-nums">
                    {dueCount}
                  </span>
                )}
              </TabsTrigger>
              <TabsTrigger value="utilization">{t('view.utilization')}</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">{body}</TabsContent>
            <TabsContent value="expiring">
              <ExpiringSoon
                rows={rows}
                showCosts={showCosts}
                canAdmin={canAdmin}
                onView={actions.onView}
                onRenew={setRenewing}
                onRemind={setReminding}
              />
            </TabsContent>
            <TabsContent value="utilization">
              <UtilizationView rows={rows} onView={actions.onView} />
            </TabsContent>
          </Tabs>
        )}
      </div>

      <LicenseFormDialog
        districtId={districtId}
        open={form.open}
        licenseId={form.id}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <LicenseDetailDialog
        districtId={districtId}
        licenseId={viewing}
        showCosts={showCosts}
        canAdmin={canAdmin}
        canAssign={canAssign}
        onClose={() => setViewing(null)}
        onEdit={(id) => {
          setViewing(null);
          setForm({ open: true, id });
        }}
        onRenew={(license) => {
          setViewing(null);
          setRenewing(license);
        }}
      />
      <RenewLicenseDialog districtId={districtId} license={renewing} onClose={() => setRenewing(null)} />
      <RemindersDialog districtId={districtId} license={reminding} onClose={() => setReminding(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('view.cancel.title', { name: cancelling?.name ?? t('view.cancel.thisLicense') })}
        description={t('view.cancel.description')}
        confirmLabel={t('view.cancel.confirm')}
        cancelLabel={t('view.cancel.keep')}
        destructive
        loading={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          toggleCancel(cancelling)
            .then(() => setCancelling(null))
            .catch(() => {});
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('view.delete.title', { name: deleting?.name ?? t('view.delete.license') })}
        description={t('view.delete.description')}
        confirmLabel={t('view.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              if (viewing === deleting.id) setViewing(null);
              setDeleting(null);
            },
          });
        }}
      />
      {canAdmin && (
        <ImportLicensesDialog districtId={districtId} open={importOpen} onOpenChange={setImportOpen} />
      )}
    </>
  );
}
