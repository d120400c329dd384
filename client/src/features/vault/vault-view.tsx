import { hasSecurityAlert, mayExport, type VaultEntry } from '@domain/vault';
import { Download, KeyRound, Plus, SearchX, Settings, Upload } from 'lucide-react';
import { type ComponentProps, useMemo, useState } from 'react';
import { useAccess, useCurrentUser } from '@/features/auth';
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
  { value: 'all', label: 'All Passwords', pick: () => true, empty: 'No passwords match' },
  {
    value: 'favorites',
    label: 'Favorites',
    pick: (e: VaultEntry) => e.isFavorite,
    empty: 'No favorites yet',
  },
  { value: 'alerts', label: 'Security Alerts', pick: hasSecurityAlert, empty: 'No security alerts' },
  {
    value: 'shared',
    label: 'Shared',
    pick: (e: VaultEntry) => e.sharedWith.length > 0,
    empty: 'Nothing shared',
  },
] as const;
const EMPTY_HINT: Record<(typeof TABS)[number]['value'], string> = {
  all: 'Try another search or filter.',
  favorites: 'Star the passwords you use most to find them here.',
  alerts: 'Weak, expired, expiring and reused passwords show here.',
  shared: 'Passwords shared with named roles or titles show here.',
};

/** What the list says when it has no row to show. */
type ListState = ComponentProps<typeof DataList>['empty'];

/**
 * The Password Vault of one district (see docs/product.md#password-vault): four cards, search and
 * filters, the tabs, and per row open, copy and show the password (each recorded by the server).
 */
export function VaultView({ districtId }: { districtId: string }) {
  const user = useCurrentUser();
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
        loading="Loading passwords..."
        failed="The vault could not be loaded."
        empty={empty}
        noMatch={noMatch}
        filtered={filter.filtered}
      />
    </Card>
  );
  const addButton = canWrite && (
    <Button onClick={() => setForm({ open: true, entry: null })}>
      <Plus /> Add Password
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
                <Settings /> Vault Settings
              </Button>
            )}
            {canWrite && (
              <Button variant="secondary" onClick={() => setDialog('import')}>
                <Upload /> Import
              </Button>
            )}
            {canExport && (
              <Button variant="secondary" onClick={() => setDialog('export')}>
                <Download /> Export Vault
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
              aria-label="Password views"
              className="w-full max-sm:grid max-sm:h-auto max-sm:grid-cols-2 sm:w-auto"
            >
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                  <span className="rounded-full bg-surface-muted px-1.5 text-xs text-muted-fg tabular-nums">
                    {rows.filter(t.pick).length}
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                {entries(
                  t.label,
                  rows.filter(t.pick),
                  { icon: SearchX, title: t.empty, description: EMPTY_HINT[t.value] },
                  { icon: SearchX, title: t.empty, description: 'Try another search or filter.' },
                )}
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          // Loading, failed, or no entry at all (then no tabs either).
          entries(TABS[0].label, [], {
            icon: KeyRound,
            title: 'No passwords yet',
            description: canWrite
              ? 'Add the credentials of the district’s systems, or import them from Bitwarden’s CSV.'
              : 'Passwords your role may see will show here.',
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
        title={`Delete ${deleting?.title ?? 'this password'}?`}
        description="The entry and its secrets are removed for everyone. Its access log is kept. This cannot be undone."
        confirmLabel="Delete"
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
