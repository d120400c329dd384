import type { District } from '@domain/districts';
import { Building2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSwitchView } from '@/features/auth';
import { OffboardedDistricts } from '@/features/offboarding';
import { Button } from '@/ui/button';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { DistrictCard } from './district-card';
import { DISTRICT_FILTER_CONTROLS, useDistrictFilter } from './district-filters';
import { useDistricts } from './use-districts';

/** /districts — All Districts Overview (see docs/product.md#districts). */
export function DistrictsPage() {
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
        New District
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader
        title="All Districts Overview"
        description="Every district you manage, its service level and status."
        actions={newDistrict}
      />

      <div className="@container flex flex-col gap-4">
        {list.length > 0 && (
          <FilterBar filter={filter} controls={DISTRICT_FILTER_CONTROLS} className="mb-0" />
        )}
        {list.length > 0 && (
          <p className="text-[13px] text-muted-fg" aria-live="polite">
            {shown.length === list.length
              ? `${list.length} ${list.length === 1 ? 'district' : 'districts'}`
              : `Showing ${shown.length} of ${list.length} districts`}
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
          label="Districts"
          loading="Loading districts..."
          failed="Districts could not be loaded."
          empty={{
            icon: Building2,
            title: 'No districts found.',
            description: 'Create the first district to start managing its technology services.',
            action: newDistrict,
          }}
          noMatch={{
            title: 'No districts match your filters',
            description: 'Try a different search or clear the filters.',
          }}
          // None shown of some: the filters hid them (the filter bar shows with the first district).
          filtered={list.length > 0}
        />
      </div>
      <OffboardedDistricts />
    </>
  );
}
