import { ArrowLeft, ArrowRightLeft, Boxes, Building2, LifeBuoy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwitchView } from '@/features/auth';
import { OffboardingCard } from '@/features/offboarding';
import { errorStatus } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { StatCard } from '@/ui/stat-card';
import { ServiceLevelBadge } from './district-badges';
import { DistrictQuickActions } from './district-quick-actions';
import { DistrictSystemStatus } from './district-system-status';
import { useDistrict } from './use-district';

function BackToDistricts() {
  const { t } = useTranslation('districts');
  return (
    <Link
      to="/districts"
      className="inline-flex items-center gap-1.5 rounded-sm text-[13px] font-medium text-muted-fg hover:text-fg"
    >
      <ArrowLeft aria-hidden className="size-3.5" />
      {t('allDistricts')}
    </Link>
  );
}

export function DistrictNotFound() {
  const { t } = useTranslation('districts');
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title={t('detail.notFound')}
        description={t('detail.notFoundDescription')}
        action={
          <Button asChild variant="secondary">
            <Link to="/districts">
              <ArrowLeft />
              {t('detail.backToAll')}
            </Link>
          </Button>
        }
      />
    </Card>
  );
}

export function DistrictLoading() {
  const { t } = useTranslation('districts');
  return <LoadingState message={t('detail.loading')} />;
}

/** District detail (see docs/product.md#districts), shared by /instance/:id and /instance/benson. */
export function DistrictDetailView({ id }: { id: string }) {
  const { t } = useTranslation('districts');
  const district = useDistrict(id);
  const switchView = useSwitchView();

  if (district.isPending) return <DistrictLoading />;
  if (district.isError) {
    const status = errorStatus(district.error);
    if (status === 404 || status === 400) return <DistrictNotFound />;
    return <LoadError title={t('detail.loadFailed')} query={district} />;
  }

  const d = district.data;
  const switching = (switchView.isPending || switchView.isSuccess) && switchView.variables?.to === undefined;
  return (
    <>
      <PageHeader
        eyebrow={<BackToDistricts />}
        title={d.name}
        description={
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone={d.isActive ? 'green' : 'gray'} dot>
              {d.isActive ? t('detail.active') : t('detail.inactive')}
            </Badge>
            <span className="font-mono text-xs text-subtle-fg">{d.code}</span>
            <ServiceLevelBadge level={d.serviceLevel} />
          </span>
        }
        actions={
          <Button loading={switching} onClick={() => switchView.mutate({ districtId: d.id })}>
            {!switching && <ArrowRightLeft />}
            {t('detail.switchToView')}
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          title={t('detail.activeUsers')}
          value={formatNumber(d.counts.users)}
          icon={Users}
          iconColor="blue"
        />
        <StatCard
          title={t('detail.openTickets')}
          value={formatNumber(d.counts.openTickets)}
          icon={LifeBuoy}
          iconColor="orange"
        />
        <StatCard
          title={t('detail.assetsManaged')}
          value={formatNumber(d.counts.assets)}
          icon={Boxes}
          iconColor="purple"
        />
      </div>
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <DistrictQuickActions district={d} />
        <DistrictSystemStatus district={d} />
        <OffboardingCard district={d} />
      </div>
    </>
  );
}
