import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { ArrowRight, Building2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDistricts } from '@/features/districts';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';

const SHOWN = 6;

/** The admin view's district management panel: the districts, each a link to its detail page. */
export function DistrictManagementCard() {
  const districts = useDistricts();
  const list = districts.data ?? [];
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('management.title')}</CardTitle>
          <CardDescription>
            {districts.data ? t('management.count', { count: list.length }) : t('management.loading')}
          </CardDescription>
        </div>
        <Link to="/create-district" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
          <Plus aria-hidden /> {t('management.newDistrict')}
        </Link>
      </CardHeader>
      {districts.isPending ? (
        <div className="flex flex-col gap-3 px-5 pb-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={Building2} title={t('management.empty')} className="py-8" />
      ) : (
        <>
          <ul className="divide-y divide-border border-t border-border">
            {list.slice(0, SHOWN).map((d) => (
              <li key={d.id}>
                <Link
                  to={`/instance/${d.id}`}
                  className="flex items-center gap-3 px-5 py-2.5 transition-colors hover:bg-surface-hover"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-fg" title={d.name}>
                      {d.name}
                    </span>
                    <span className="block break-words text-xs text-subtle-fg">
                      {d.code} · {d.location ?? t('management.locationTbd')}
                    </span>
                  </span>
                  <Badge tone="brand" className="hidden sm:inline-flex">
                    {SERVICE_LEVEL_LABELS[d.serviceLevel]}
                  </Badge>
                  <ArrowRight aria-hidden className="size-4 shrink-0 text-subtle-fg" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-border px-5 py-2.5">
            <Link to="/districts" className={buttonClasses('link', 'sm')}>
              {t('management.viewAll')}
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
