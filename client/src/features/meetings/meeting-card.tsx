import { urlOf } from '@domain/api/endpoint';
import { meetingsApi } from '@domain/api/meetings';
import { formatDuration, type Meeting, meetingDurationMinutes, meetingStatus } from '@domain/meetings';
import { CalendarPlus, Clock, MapPin, Pencil, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLongDate, formatTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { MeetingStatusBadge, MeetingTypeBadge } from './meeting-status-badge';

interface MeetingCardProps {
  meeting: Meeting;
  now: number;
  /** A client-side placeholder: marked, without actions. */
  example?: boolean;
  canEdit?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function MeetingCard({
  meeting,
  now,
  example = false,
  canEdit = false,
  onEdit,
  onDelete,
}: MeetingCardProps) {
  const status = meetingStatus(meeting.startDate, meeting.endDate, now);
  const minutes = meetingDurationMinutes(meeting.startDate, meeting.endDate);
  const headingId = `meeting-${meeting.id}-title`;
  const { t } = useTranslation('meetings');
  return (
    <Card
      aria-labelledby={headingId}
      role="article"
      className={cn(
        'flex w-full flex-col gap-3 p-5',
        example && 'border-dashed bg-surface-muted/50 shadow-none',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="text-[15px] leading-snug font-semibold tracking-tight break-words text-fg"
          >
            {meeting.title}
          </h3>
          <p className="mt-0.5 text-[13px] text-muted-fg">{formatLongDate(meeting.startDate)}</p>
        </div>
        {!example && canEdit && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('card.edit', { title: meeting.title })}
              onClick={onEdit}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('card.delete', { title: meeting.title })}
              onClick={onDelete}
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {example && <Badge tone="purple">{t('card.example')}</Badge>}
        <MeetingTypeBadge type={meeting.meetingType} />
        <MeetingStatusBadge status={status} />
      </div>
      <dl className="grid gap-1.5 text-[13px] text-muted-fg">
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden className="size-4 text-subtle-fg" />
            <span className="sr-only">{t('card.time')}</span>
          </dt>
          <dd>
            {formatTime(meeting.startDate)} – {formatTime(meeting.endDate)}
            <span className="text-subtle-fg"> · {formatDuration(minutes)}</span>
          </dd>
        </div>
        {meeting.location && (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden className="size-4 text-subtle-fg" />
              <span className="sr-only">{t('card.location')}</span>
            </dt>
            <dd className="min-w-0 truncate" title={meeting.location}>
              {meeting.location}
            </dd>
          </div>
        )}
        {meeting.attendees.length > 0 && (
          <div className="flex items-start gap-2">
            <dt className="pt-px">
              <Users aria-hidden className="size-4 text-subtle-fg" />
              <span className="sr-only">{t('card.attendees')}</span>
            </dt>
            <dd className="min-w-0 break-words">{meeting.attendees.join(', ')}</dd>
          </div>
        )}
      </dl>
      {meeting.description && (
        <p className="line-clamp-2 text-sm break-words text-muted-fg" title={meeting.description}>
          {meeting.description}
        </p>
      )}
      {!example && (
        <div className="mt-auto pt-1">
          <a
            href={urlOf(meetingsApi.ics, { params: { id: meeting.id } })}
            download
            className={buttonClasses('secondary', 'sm')}
            aria-label={t('card.addToCalendarLabel', { title: meeting.title })}
          >
            <CalendarPlus />
            {t('card.addToCalendar')}
          </a>
        </div>
      )}
      {example && <p className="text-xs text-subtle-fg">{t('card.exampleOnly')}</p>}
    </Card>
  );
}
