import type { District } from '@domain/districts';
import { Building2, Plus, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSwitchView } from '@/features/auth';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { FilterBar } from '@/ui/filter-bar';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
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

  return (
    <>
      <PageHeader
        title="All Districts Overview"
        description="Every district you manage, its service level and status."
        actions={
          <Button asChild>
            <Link to="/create-district">
              <Plus />
              New District
            </Link>
          </Button>
        }
      />

      {districts.isPending ? (
        <LoadingGrid />
      ) : districts.isError ? (
        <LoadError title="Districts could not be loaded." query={districts} />
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={Building2}
            title="No districts found."
            description="Create the first district to start managing its technology services."
            action={
              <Button asChild>
                <Link to="/create-district">
                  <Plus />
                  New District
                </Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="@container flex flex-col gap-4">
          <FilterBar filter={filter} controls={DISTRICT_FILTER_CONTROLS} className="mb-0" />
          <p className="text-[13px] text-muted-fg" aria-live="polite">
            {shown.length === list.length
              ? `${list.length} ${list.length === 1 ? 'district' : 'districts'}`
              : `Showing ${shown.length} of ${list.length} districts`}
          </p>
          {shown.length === 0 ? (
            <Card>
              <EmptyState
                icon={SearchX}
                title="No districts match your filters"
                description="Try a different search or clear the filters."
              />
            </Card>
          ) : (
            <ul className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
              {shown.map((d) => (
                <li key={d.id} className="grid">
                  <DistrictCard
                    district={d}
                    switching={switchingId === d.id}
                    disabled={switchingId !== undefined && switchingId !== d.id}
                    onAccess={access}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

function LoadingGrid() {
  return (
    <div className="@container flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-fg">
        Loading districts...
      </p>
      <div aria-hidden className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
