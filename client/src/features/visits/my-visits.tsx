import type { Visit } from '@domain/visits';
import { CalendarCheck, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VisitChecklistButton } from '@/features/assessments';
import { formatTime } from '@/lib/format';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { type StepRequest, VisitActions } from './visit-actions';
import { VisitStatusBadge } from './visit-badges';
import { VisitDamageButton } from './visit-damage';
import { directionsUrl, telUrl } from './visit-links';

/**
 * My visits: a technician's visits of today, in order, each with one large button for its next
 * step (made for one thumb on a phone).
 */
export function MyVisits({ visits, onStep }: { visits: Visit[]; onStep: StepRequest }) {
  const { t } = useTranslation('visits');
  if (visits.length === 0)
    return (
      <Card>
        <EmptyState
          icon={CalendarCheck}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        />
      </Card>
    );
  return (
    <ol aria-label={t('mine.label')} className="flex flex-col gap-3">
      {visits.map((v) => (
        <li key={v.id}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-lg font-semibold text-fg tabular-nums">
                  {formatTime(v.scheduledStart)}
                  <span className="ml-2 text-sm font-normal text-muted-fg">
                    {t('mine.minutes', { n: v.estimatedDuration })}
                  </span>
                </p>
                <p className="font-medium text-fg">
                  {v.siteName}
                  {v.room ? `, ${v.room}` : ''}
                </p>
                <p className="text-sm text-muted-fg">
                  {v.ticketNumber}: {v.ticketTitle}
                </p>
              </div>
              <VisitStatusBadge status={v.status} />
            </div>
            {v.requirements.length > 0 && (
              <p className="text-sm text-muted-fg">{t('mine.bring', { items: v.requirements.join(', ') })}</p>
            )}
            <div className="grid grid-cols-2 gap-2">
              {v.contactPhone ? (
                <a
                  className={buttonClasses('secondary', 'lg', 'h-12')}
                  href={telUrl(v.contactPhone)}
                  aria-label={t('mine.callLabel', { name: v.contactPerson || t('mine.theContact') })}
                >
                  <Phone /> {t('mine.call')}
                </a>
              ) : (
                <span />
              )}
              <a
                className={buttonClasses('secondary', 'lg', 'h-12')}
                href={directionsUrl(v)}
                target="_blank"
                rel="noreferrer"
              >
                <MapPin /> {t('mine.directions')}
              </a>
            </div>
            <VisitActions visit={v} onStep={onStep} size="lg" />
            <div className="grid grid-cols-2 gap-2">
              <VisitChecklistButton visit={v} />
              <VisitDamageButton visit={v} />
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
