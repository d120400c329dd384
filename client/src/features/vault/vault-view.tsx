import { hasSecurityAlert, mayExport, type VaultEntry } from '@domain/vault';
import { Download, KeyRound, Plus, SearchX, Settings, Upload } from 'lucide-react';
import { type ComponentProps, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AccessLogDialog } from './access-log-dialog';
import { EntryFormDialog } from './entry-form-dialog';
import { ExportVaultDialog } from './export-vault-dialog';
import { ImportVaultDialog } from './import-vault-dialog';
import { RevealReasonDialog } from './reveal-reason-dialog';
import { useDeleteEntry, useFavorite } from './use-save-entry';
import { useSecrets } from './use-secrets';
import { useVaultEntries, useVaultSettings, useVaultSummary } from './use-vault';
import { applyVaultFilter, useVaultFilter, VAULT_FILTER_CONTROLS } from './vault-filters';
import { VAULT_DESCRIPTION, VAULT_TITLE, VaultBreadcrumb } from './vault-header';
import type { VaultRowHandlers } from './vault-row-actions';
import { vaultCard, vaultColumns } from './vault-rows';
import { VaultSettingsDialog } from './vault-settings-dialog';
import { VaultSummaryCards } from './vault-summary-cards';

const TABS = [
  {
    value: 'all',
    label: i18n.t('vault:view.tabs.all'),
    pick: () => true,
    empty: i18n.t('vault:view.tabs.allEmpty'),
  },
  {
    value: 'favorites',
    label: i18n.t('vault:view.tabs.favorites'),
    pick: (e: VaultEntry) => e.isFavorite,
    empty: i18n.t('vault:view.tabs.favoritesEmpty'),
  },
  {
    value: 'alerts',
    label: i18n.t('vault:view.tabs.alerts'),
    pick: hasSecurityAlert,
    empty: i18n.t('vault:view.tabs.alertsEmpty'),
  },
  {
    value: 'shared',
    label: i18n.t('vault:view.tabs.shared'),
    pick: (e: VaultEntry) => e.sharedWith.length > 0,
    empty: i18n.t('vault:view.tabs.sharedEmpty'),
  },
] as const;
const EMPTY_HINT: Record<(typeof TABS)[number]['value'], string> = {
  all: i18n.t('vault:view.hints.all'),
  favorites: i18n.t('vault:view.hints.favorites'),
  alerts: i18n.t('vault:view.hints.alerts'),
  shared: i18n.t('vault:view.hints.shared'),
};

/** What the list says when it has no row to show. */
type ListState = ComponentProps<typeof DataList>['empty'];

/**
 * The Password Vault of one district (see docs/product.md#password-vault): four cards, search and
 * filters, the tabs, and per row open, copy and show the password (each recorded by the server).
 */
export function VaultView({ districtId }: { districtId: string }) {
  const user = useCurrentUser();
  const { t } = useTranslation('vault');
  const canWrite = useAccess('vault', 'write').ok;
  const canAdmin = useAccess('vault', 'admin').ok;
  const list = useVaultEntries(districtId);
  const summary = useVaultSummary(districtId);
  const settings = useVaultSettings(districtId);
  const secrets = useSecrets(districtId, settings.data?.requireRevealReason ?? false);
  const favorite = useFavorite(districtId);
  const remove = useDeleteEntry(districtId);

  const filter = useVaultFilter();
  const filters = filter.value;
  const [tab, setTab] = useState<string>(
    () => new URLSearchParams(window.location.search).get('tab') ?? 'all',
  );
  const [form, setForm] = useState<{ open: boolean; entry: VaultEntry | null }>({ open: false, entry: null });
  const [logOf, setLogOf] = useState<VaultEntry | null>(null);
  const [deleting, setDeleting] = useState<VaultEntry | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'export' | 'import' | null>(null);
  const rows = useMemo(() => applyVaultFilter(list.data ?? [], filters), [list.data, filters]);
  const canExport = canWrite && mayExport(user.role, settings.data?.exportRoles ?? []);

  const handlers: VaultRowHandlers = {
    secrets,
    canUse: canWrite,
    canWrite,
    canAdmin,
    onFavorite: (e) => favorite.mutate({ id: e.id, isFavorite: !e.isFavorite }),
    onEdit: (e) => setForm({ open: true, entry: e }),
    onLog: setLogOf,
    onDelete: setDeleting,
  };
  const entries = (label: string, shown: VaultEntry[], empty: ListState, noMatch?: ListState) => (
    <Card className="overflow-hidden">
      <DataList
        query={list}
        rows={shown}
        rowKey={(e) => e.id}
        columns={vaultColumns(handlers)}
        card={vaultCard(handlers)}
        label={label}
        tableFrom="lg"
        tableClassName="table-fixed min-w-[62rem]"
        loading={t('view.loading')}
        failed={t('view.failed')}
        empty={empty}
        noMatch={noMatch}
        filtered={filter.filtered}
      />
    </Card>
  );
  const addButton = canWrite && (
    <Button onClick={() => setForm({ open: true, entry: null })}>
      <Plus /> {t('view.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        eyebrow={<VaultBreadcrumb />}
        title={VAULT_TITLE}
        description={VAULT_DESCRIPTION}
        actions={
          <>
            {canAdmin && settings.data && (
              <Button variant="secondary" onClick={() => setDialog('settings')}>
                <Settings /> {t('view.settings')}
              </Button>
            )}
            {canWrite && (
              <Button variant="secondary" onClick={() => setDialog('import')}>
                <Upload /> {t('view.import')}
              </Button>
            )}
            {canExport && (
              <Button variant="secondary" onClick={() => setDialog('export')}>
                <Download /> {t('view.export')}
              </Button>
            )}
            {addButton}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <VaultSummaryCards summary={summary.data} />
        <FilterBar filter={filter} controls={VAULT_FILTER_CONTROLS} className="mb-0" />
        {list.isSuccess && list.data.length > 0 ? (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList
              aria-label={t('view.views')}
              className="w-full max-sm:grid max-sm:h-auto max-sm:grid-cols-2 sm:w-auto"
            >
              {TABS.map((view) => (
                <TabsTrigger key={view.value} value={view.value}>
                  {view.label}
                  <span className="rounded-full bg-surface-muted px-1.5 text-xs text-muted-fg tabular-nums">
                    {rows.filter(view.pick).length}
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((view) => (
              <TabsContent key={view.value} value={view.value}>
                {entries(
                  view.label,
                  rows.filter(view.pick),
                  { icon: SearchX, title: view.empty, description: EMPTY_HINT[view.value] },
                  { icon: SearchX, title: view.empty, description: t('view.noMatchHint') },
                )}
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          // Loading, failed, or no entry at all (then no tabs either).
          entries(TABS[0].label, [], {
            icon: KeyRound,
            title: t('view.noneTitle'),
            description: canWrite ? t('view.noneWrite') : t('view.noneRead'),
            action: addButton,
          })
        )}
      </div>

      <EntryFormDialog
        districtId={districtId}
        open={form.open}
        entry={form.entry}
        canAdmin={canAdmin}
        defaultExpiryDays={settings.data?.defaultExpiryDays ?? null}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <RevealReasonDialog request={secrets.asking} />
      {canAdmin && <AccessLogDialog districtId={districtId} entry={logOf} onClose={() => setLogOf(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('view.deleteTitle', { title: deleting?.title ?? t('view.thisPassword') })}
        description={t('view.deleteDescription')}
        confirmLabel={t('view.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
      {canAdmin && settings.data && (
        <VaultSettingsDialog
          districtId={districtId}
          settings={settings.data}
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
        />
      )}
      {canExport && (
        <ExportVaultDialog
          districtId={districtId}
          open={dialog === 'export'}
          onOpenChange={(open) => setDialog(open ? 'export' : null)}
        />
      )}
      {canWrite && (
        <ImportVaultDialog
          districtId={districtId}
          open={dialog === 'import'}
          onOpenChange={(open) => setDialog(open ? 'import' : null)}
        />
      )}
    </>
  );
}
