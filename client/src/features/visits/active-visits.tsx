import { VISIT_MESSAGES, type Visit } from '@domain/visits';
import { MapPin, Phone, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { VisitPriorityBadge, VisitStatusBadge } from './visit-badges';
import { directionsUrl, telUrl } from './visit-links';

/** Active Visits: who is on the way or on site, with Contact (a phone link) and Directions. */
export function ActiveVisits({ visits }: { visits: Visit[] }) {
  const { t } = useTranslation('visits');
  if (visits.length === 0)
    return (
      <Card>
        <EmptyState icon={Truck} title={VISIT_MESSAGES.noActive} description={t('active.emptyDescription')} />
      </Card>
    );
  return (
    <ul aria-label={t('active.label')} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {visits.map((v) => (
        <li key={v.id}>
          <Card className="flex h-full flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-fg">{v.ticketTitle}</p>
                <p className="text-xs text-muted-fg">{v.ticketNumber}</p>
              </div>
              <VisitStatusBadge status={v.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-subtle-fg">{t('active.technician')}</dt>
              <dd className="text-fg">{v.technicianName}</dd>
              <dt className="text-subtle-fg">{t('active.location')}</dt>
              <dd className="text-fg">
                {v.siteName}
                {v.room ? `, ${v.room}` : ''}
              </dd>
              <dt className="text-subtle-fg">
                {v.status === 'en_route' ? t('active.expected') : t('active.since')}
              </dt>
              <dd className="text-fg">
                {formatTime(v.status === 'en_route' ? (v.eta ?? v.scheduledStart) : v.statusChangedAt)}
              </dd>
              {v.contactPerson && (
                <>
                  <dt className="text-subtle-fg">{t('active.contact')}</dt>
                  <dd className="text-fg">{v.contactPerson}</dd>
                </>
              )}
            </dl>
            <div className="mt-auto flex flex-wrap items-center gap-2">
              <VisitPriorityBadge priority={v.priority} />
              <span className="flex-1" />
              {v.contactPhone ? (
                <a
                  className={buttonClasses('secondary', 'sm')}
                  href={telUrl(v.contactPhone)}
                  aria-label={t('active.contactLabel', { name: v.contactPerson || t('active.theSite') })}
                >
                  <Phone /> {t('active.contact')}
                </a>
              ) : null}
              <a
                className={buttonClasses('secondary', 'sm')}
                href={directionsUrl(v)}
                target="_blank"
                rel="noreferrer"
              >
                <MapPin /> {t('active.directions')}
              </a>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
