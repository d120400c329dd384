import type { District } from '@domain/districts';
import { Building2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwitchView } from '@/features/auth';
import { OffboardedDistricts } from '@/features/offboarding';
import { Button } from '@/ui/button';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { DistrictCard } from './district-card';
import { districtFilterControls, useDistrictFilter } from './district-filters';
import { useDistricts } from './use-districts';

/** /districts — All Districts Overview (see docs/product.md#districts). */
export function DistrictsPage() {
  const { t } = useTranslation('districts');
  const districts = useDistricts();
  const list = useMemo(() => districts.data ?? [], [districts.data]);
  const { filter, shown } = useDistrictFilter(list);
  const switchView = useSwitchView();
  const switchingId =
    switchView.isPending || switchView.isSuccess ? switchView.variables?.districtId : undefined;

  const access = (district: District) => switchView.mutate({ districtId: district.id });
  const newDistrict = (
    <Button asChild>
      <Link to="/create-district">
        <Plus />
        {t('list.newDistrict')}
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={newDistrict} />

      <div className="@container flex flex-col gap-4">
        {list.length > 0 && (
          <FilterBar filter={filter} controls={districtFilterControls(t)} className="mb-0" />
        )}
        {list.length > 0 && (
          <p className="text-[13px] text-muted-fg" aria-live="polite">
            {shown.length === list.length
              ? t('list.count', { count: list.length })
              : t('list.showing', { shown: shown.length, total: list.length })}
          </p>
        )}
        <DataList
          query={districts}
          rows={shown}
          rowKey={(d) => d.id}
          grid="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3"
          card={(d) => (
            <DistrictCard
              district={d}
              switching={switchingId === d.id}
              disabled={switchingId !== undefined && switchingId !== d.id}
              onAccess={access}
            />
          )}
          label={t('list.label')}
          loading={t('list.loading')}
          failed={t('list.failed')}
          empty={{
            icon: Building2,
            title: t('list.emptyTitle'),
            description: t('list.emptyDescription'),
            action: newDistrict,
          }}
          noMatch={{
            title: t('list.noMatchTitle'),
            description: t('list.noMatchDescription'),
          }}
          // None shown of some: the filters hid them (the filter bar shows with the first district).
          filtered={list.length > 0}
        />
      </div>
      <OffboardedDistricts />
    </>
  );
}
