import { OFFBOARDING_MESSAGES, OFFBOARDING_STATUS_LABELS, type Offboarding } from '@domain/offboarding';
import { FileCheck2, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { OFFBOARDING_TONES } from './offboarding-card';
import { useDownloadCertificate } from './offboarding-files';
import { useOffboardings } from './use-offboarding';

/**
 * "Offboarded districts" on the districts page: every offboarding, so a deleted district's
 * certificate stays within reach once the district is gone from the list. Five Star's alone.
 */
export function OffboardedDistricts() {
  if (!useAccess('districts', 'admin').ok) return null;
  return <OffboardedList />;
}

function OffboardedList() {
  const { t } = useTranslation('offboarding');
  const list = useOffboardings();
  const certificate = useDownloadCertificate();
  // Nothing to show until a district has been offboarded.
  if (list.isSuccess && list.data.length === 0) return null;
  const action = (o: Offboarding) =>
    o.status === 'deleted' ? (
      <Button
        size="sm"
        variant="secondary"
        loading={certificate.isPending && certificate.variables === o.districtId}
        onClick={() => certificate.mutate(o.districtId)}
        aria-label={t('list.certificateLabel', { district: o.districtName })}
      >
        <FileCheck2 />
        {t('list.certificate')}
      </Button>
    ) : null;
  return (
    <Card className="mt-6 overflow-hidden">
      <CardHeader>
        <CardTitle>{t('list.title')}</CardTitle>
        <CardDescription>{t('list.description')}</CardDescription>
      </CardHeader>
      <DataList
        query={list}
        rows={list.data ?? []}
        rowKey={(o) => o.id}
        label={t('list.label')}
        loading={t('list.loading')}
        failed={OFFBOARDING_MESSAGES.listFailed}
        empty={{ icon: LogOut, title: OFFBOARDING_MESSAGES.noneYet }}
        columns={[
          {
            header: t('list.columns.district'),
            cell: (o) => (
              <span>
                <span className="font-medium text-fg">{o.districtName}</span>{' '}
                <span className="font-mono text-xs text-subtle-fg">{o.districtCode}</span>
              </span>
            ),
          },
          {
            header: t('list.columns.status'),
            cell: (o) => (
              <StatusBadge status={o.status} labels={OFFBOARDING_STATUS_LABELS} tones={OFFBOARDING_TONES} />
            ),
          },
          {
            header: t('list.columns.requested'),
            cell: (o) => t('list.requestedBy', { at: formatDateTime(o.requestedAt), by: o.requestedBy }),
          },
          {
            header: t('list.columns.deleted'),
            cell: (o) => (o.deletedAt ? formatDateTime(o.deletedAt) : '—'),
          },
          {
            header: t('list.columns.certificate'),
            hideHeader: true,
            className: 'w-36 text-right',
            cell: action,
          },
        ]}
        card={(o) => (
          <div className="flex flex-col gap-1.5 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-fg">{o.districtName}</span>
              <StatusBadge status={o.status} labels={OFFBOARDING_STATUS_LABELS} tones={OFFBOARDING_TONES} />
            </div>
            <p className="text-muted-fg">
              {t('list.requestedCard', { at: formatDateTime(o.requestedAt), by: o.requestedBy })}
              {o.deletedAt ? t('list.deletedCard', { at: formatDateTime(o.deletedAt) }) : ''}
            </p>
            <div>{action(o)}</div>
          </div>
        )}
      />
    </Card>
  );
}
