import { peopleApi } from '@domain/api/people';
import {
  PEOPLE_MESSAGES,
  PERSON_ROLE_LABELS,
  PERSON_ROLES,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  type Person,
} from '@domain/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Laptop, Link2, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { RosterImportDialog } from './roster-import-dialog';
import { RosterSourceDialog } from './roster-source-dialog';

const ROLE_OPTIONS = [
  { value: '', label: i18n.t('people:list.allRoles') },
  ...PERSON_ROLES.map((r) => ({ value: r, label: PERSON_ROLE_LABELS[r] })),
];
const STATUS_OPTIONS = [
  { value: '', label: i18n.t('people:list.allStatuses') },
  ...PERSON_STATUSES.map((s) => ({ value: s, label: PERSON_STATUS_LABELS[s] })),
];

const columns: DataColumn<Person>[] = [
  {
    header: i18n.t('people:list.columns.name'),
    cell: (p) => (
      <Link to={`/people/${p.id}`} className="font-medium text-brand hover:underline">
        {p.name}
      </Link>
    ),
  },
  { header: i18n.t('people:list.columns.role'), cell: (p) => PERSON_ROLE_LABELS[p.role] },
  { header: i18n.t('people:list.columns.grade'), cell: (p) => p.grade ?? '—' },
  { header: i18n.t('people:list.columns.site'), cell: (p) => p.siteName ?? '—' },
  { header: i18n.t('people:list.columns.devices'), cell: (p) => p.devices },
  {
    header: i18n.t('people:list.columns.status'),
    cell: (p) => (
      <Badge tone={p.status === 'active' ? 'green' : 'gray'}>{PERSON_STATUS_LABELS[p.status]}</Badge>
    ),
  },
];

/** Active students holding no device: a few at a time, all on demand. */
function DeviceQueue({ people }: { people: Person[] | undefined }) {
  const [all, setAll] = useState(false);
  const { t } = useTranslation('people');
  const list = people ?? [];
  const shown = all ? list : list.slice(0, 6);
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{t('queue.title', { n: list.length })}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.length ? (
          <>
            <p className="mb-2 text-sm text-muted-fg">{t('queue.description')}</p>
            <ul className="grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-x-2 border-b border-border py-2">
                  <Link to={`/people/${p.id}`} className="text-brand hover:underline">
                    {p.name}
                  </Link>
                  <span className="text-muted-fg">
                    {p.siteName ?? t('list.noSite')}
                    {p.grade ? t('list.gradeSuffix', { grade: p.grade }) : ''}
                  </span>
                </li>
              ))}
            </ul>
            {list.length > shown.length || all ? (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAll(!all)}>
                {all ? t('queue.showFewer') : t('queue.showAll', { n: list.length })}
              </Button>
            ) : null}
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-fg">
            <Laptop aria-hidden className="size-4" /> {t('queue.none')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** People (see docs/product.md#people): the roster, its import and the device-issue queue. */
export function PeoplePage() {
  const { districtId } = useWorkingDistrict();
  const admin = useAccess('assets', 'admin').ok;
  const { t } = useTranslation('people');
  const [importing, setImporting] = useState(false);
  const [sourcing, setSourcing] = useState(false);
  const filter = useListFilter(
    { search: '', role: '', status: '' },
    { debounced: ['search'], allowed: { role: ['', ...PERSON_ROLES], status: ['', ...PERSON_STATUSES] } },
  );
  const { search, role, status } = filter.applied;
  const list = useQuery({
    queryKey: ['people', districtId, search, role, status],
    queryFn: () =>
      api(peopleApi.list, {
        query: {
          districtId: districtId!,
          q: search || undefined,
          role: (role || undefined) as Person['role'] | undefined,
          status: (status || undefined) as Person['status'] | undefined,
          limit: 200,
        },
      }),
    enabled: districtId !== null,
    placeholderData: keepPreviousData,
  });
  const queue = useQuery({
    queryKey: ['people', districtId, 'device-queue'],
    queryFn: () => api(peopleApi.deviceQueue, { query: { districtId: districtId! } }),
    enabled: districtId !== null,
  });
  if (!districtId) return <ChooseDistrictCard what={t('list.chooseWhat')} />;
  const rows = list.data?.items ?? [];
  return (
    <div>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          admin && (
            <>
              <Button variant="secondary" onClick={() => setSourcing(true)}>
                <Link2 aria-hidden /> {t('list.rosterSource')}
              </Button>
              <Button onClick={() => setImporting(true)}>
                <Upload aria-hidden /> {t('list.importRoster')}
              </Button>
            </>
          )
        }
      />
      {admin && <RosterImportDialog districtId={districtId} open={importing} onOpenChange={setImporting} />}
      {admin && <RosterSourceDialog districtId={districtId} open={sourcing} onOpenChange={setSourcing} />}
      <DeviceQueue people={queue.data} />
      <FilterBar
        filter={filter}
        controls={[
          {
            kind: 'search',
            key: 'search',
            label: t('list.search'),
            placeholder: t('list.searchPlaceholder'),
          },
          { kind: 'select', key: 'role', label: t('list.role'), options: ROLE_OPTIONS },
          { kind: 'select', key: 'status', label: t('list.status'), options: STATUS_OPTIONS },
        ]}
      />
      <Card className="overflow-hidden">
        <DataList
          query={list}
          rows={rows}
          rowKey={(p) => p.id}
          columns={columns}
          card={(p) => (
            <div className="p-4 text-sm">
              <Link to={`/people/${p.id}`} className="font-medium text-brand hover:underline">
                {p.name}
              </Link>
              <p className="text-muted-fg">
                {PERSON_ROLE_LABELS[p.role]}
                {p.grade ? t('list.gradeSuffix', { grade: p.grade }) : ''}
                {t('list.cardRest', { site: p.siteName ?? t('list.noSite'), devices: p.devices })}{' '}
                {PERSON_STATUS_LABELS[p.status]}
              </p>
            </div>
          )}
          label={t('list.label')}
          loading={t('list.loading')}
          failed={PEOPLE_MESSAGES.loadFailed}
          empty={{
            icon: Users,
            title: PEOPLE_MESSAGES.empty,
            ...(admin
              ? { action: <Button onClick={() => setImporting(true)}>{t('list.importRoster')}</Button> }
              : { description: t('list.emptyDescription') }),
          }}
          noMatch={{ title: PEOPLE_MESSAGES.noMatch }}
          filtered={filter.filtered}
        />
      </Card>
      {list.data?.nextCursor && (
        <p className="mt-2 text-sm text-muted-fg">{t('list.firstOnly', { n: rows.length })}</p>
      )}
    </div>
  );
}
