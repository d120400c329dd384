import {
  AGREEMENT_TYPE_LABELS,
  DATA_ELEMENT_LABELS,
  PRIVACY_AGREEMENT_MESSAGES as M,
  type PrivacyApp,
} from '@domain/privacy-agreements';
import { AppWindow, Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { RowOpener } from '@/ui/row-opener';
import { AgreementStatusBadge, expiryText } from './agreement-badges';
import { AgreementDialog } from './agreement-dialog';
import { useExportApps } from './apps-export';
import { useApps } from './apps-queries';
import { useRemoveApp } from './apps-remove';

const SHOW_OPTIONS = [
  { value: '', label: i18n.t('privacy:apps.showAll') },
  { value: 'missing', label: i18n.t('privacy:apps.showMissing') },
];

type Editing = { app: PrivacyApp } | { app: null } | null;

const dataShared = (a: PrivacyApp) =>
  a.dataElements.length === 0
    ? i18n.t('privacy:apps.noneRecorded')
    : a.dataElements.length <= 2
      ? a.dataElements.map((k) => DATA_ELEMENT_LABELS[k]).join(', ')
      : i18n.t('privacy:apps.andMore', {
          first: DATA_ELEMENT_LABELS[a.dataElements[0]!],
          more: a.dataElements.length - 1,
        });

const rowKey = (a: PrivacyApp) => a.licenseId ?? a.id ?? `${a.vendor}/${a.appName}`;

/**
 * Student Privacy, Vendor agreements (docs/product.md#vendor-agreements): every app in use (the
 * license tracker's licenses and apps without a license) with its data privacy agreement; the
 * ones without a signed agreement, and their export for a parent who asks.
 */
export function AppsSection({ districtId }: { districtId: string }) {
  const filter = useListFilter(
    { appSearch: '', appShow: '' },
    { debounced: ['appSearch'], allowed: { appShow: ['', 'missing'] } },
  );
  const applied = { search: filter.applied.appSearch, missingOnly: filter.applied.appShow === 'missing' };
  const apps = useApps(districtId, applied);
  const exporter = useExportApps(districtId);
  const { t } = useTranslation('privacy');
  const remove = useRemoveApp(districtId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PrivacyApp | null>(null);
  const rows = apps.data ?? [];
  const missing = rows.filter((a) => a.missingAgreement).length;

  const edit = (app: PrivacyApp) => setEditing({ app });
  const addButton = (
    <Button variant="secondary" onClick={() => setEditing({ app: null })}>
      <Plus aria-hidden />
      {t('apps.add')}
    </Button>
  );
  const actions = (a: PrivacyApp) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('apps.editAgreement', { name: a.appName })}
        onClick={() => edit(a)}
      >
        <Pencil aria-hidden />
      </Button>
      {a.licenseId === null && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('apps.remove', { name: a.appName })}
          onClick={() => setRemoving(a)}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
  const expiry = (a: PrivacyApp) => {
    const text = expiryText(a);
    return text ? (
      <span className={a.daysToExpiry !== null && a.daysToExpiry <= 90 ? 'text-tone-orange-fg' : undefined}>
        {text}
      </span>
    ) : (
      <span className="text-subtle-fg">—</span>
    );
  };
  const approved = (a: PrivacyApp) =>
    a.approvedForStudents ? <Badge tone="blue">{t('apps.approved')}</Badge> : null;

  const columns: DataColumn<PrivacyApp>[] = [
    {
      header: t('apps.app'),
      className: 'max-w-0 py-2.5',
      cell: (a) => (
        <>
          <RowOpener name={a.appName} onOpen={() => edit(a)} className="w-full" />
          <span className="block truncate text-xs text-subtle-fg" title={a.vendor}>
            {a.vendor}
            {a.licenseId === null ? ` · ${t('apps.noLicense')}` : ''}
          </span>
        </>
      ),
    },
    {
      header: t('apps.agreement'),
      className: 'w-40',
      cell: (a) => (
        <div className="flex flex-col items-start gap-1">
          <AgreementStatusBadge status={a.status} />
          {a.agreementType && (
            <span className="text-xs text-muted-fg">{AGREEMENT_TYPE_LABELS[a.agreementType]}</span>
          )}
        </div>
      ),
    },
    { header: t('apps.expiry'), className: 'w-44 text-sm text-muted-fg', cell: expiry },
    {
      header: t('apps.dataShared'),
      className: 'w-56 text-sm text-muted-fg',
      cell: (a) => (
        <span title={a.dataElements.map((k) => DATA_ELEMENT_LABELS[k]).join(', ')}>{dataShared(a)}</span>
      ),
    },
    {
      header: t('apps.studentUse'),
      className: 'w-48',
      cell: (a) => approved(a) ?? <span className="text-subtle-fg">{t('apps.notApproved')}</span>,
    },
    { header: t('apps.actions'), hideHeader: true, className: 'w-24 pl-0', cell: actions },
  ];
  const card = (a: PrivacyApp) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <RowOpener name={a.appName} onOpen={() => edit(a)} />
          <span className="block break-words text-xs text-muted-fg">
            {a.vendor}
            {a.licenseId === null ? ` · ${t('apps.noLicense')}` : ''}
          </span>
        </div>
        <AgreementStatusBadge status={a.status} />
      </div>
      <p className="text-xs text-muted-fg">
        {[
          a.agreementType ? AGREEMENT_TYPE_LABELS[a.agreementType] : null,
          expiryText(a),
          a.dataElements.length ? t('apps.shares', { what: dataShared(a) }) : t('apps.noData'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="flex items-center justify-between gap-2">
        {approved(a) ?? <span className="text-xs text-subtle-fg">{t('apps.notApprovedForStudents')}</span>}
        {actions(a)}
      </div>
    </div>
  );

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="privacy-apps-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id="privacy-apps-title">{t('apps.title')}</CardTitle>
          <CardDescription>
            {t('apps.description')}
            {apps.data &&
              !filter.filtered &&
              (missing === 0 ? ` ${M.noneMissing}` : ` ${t('apps.missing', { count: missing })}`)}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => exporter.mutate(applied)} loading={exporter.isPending}>
            <Download aria-hidden />
            {t('apps.exportCsv')}
          </Button>
          {addButton}
        </div>
      </CardHeader>
      <div className="px-4 sm:px-6">
        <FilterBar
          filter={filter}
          controls={[
            {
              kind: 'search',
              key: 'appSearch',
              label: t('apps.search'),
              placeholder: t('apps.searchPlaceholder'),
            },
            {
              kind: 'select',
              key: 'appShow',
              label: t('apps.show'),
              options: SHOW_OPTIONS,
              className: 'md:w-60',
            },
          ]}
        />
      </div>
      <DataList
        query={apps}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        card={card}
        label={t('apps.label')}
        loading={t('apps.loading')}
        failed={M.loadFailed}
        empty={{ icon: AppWindow, title: M.empty, description: M.emptyHint, action: addButton }}
        noMatch={{
          title:
            filter.applied.appShow === 'missing' && !filter.applied.appSearch ? M.noneMissing : M.noMatch,
        }}
        filtered={filter.filtered}
        tableFrom="lg"
        footer={
          <p className="border-t border-border px-4 py-2.5 text-xs text-muted-fg" aria-live="polite">
            {t('apps.count', { count: rows.length })}
          </p>
        }
      />
      <AgreementDialog
        districtId={districtId}
        app={editing?.app ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('apps.removeTitle')}
        description={t('apps.removeDescription', { name: removing?.appName ?? '' })}
        confirmLabel={t('apps.removeConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => removing?.id && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </Card>
  );
}
