import { isTimeZone, withinSchoolDay } from '@domain/settings';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import type { ProfileValues } from './settings-values';
import { timeIn, utcOffset } from './time-zones';
import { useNow } from './use-now';

/** Whether school is in session right now in the chosen zone, by the window being edited. */
export function SchoolDayNow() {
  const { t } = useTranslation('settings');
  const [timezone, start, end] = useWatch<ProfileValues, ['timezone', 'schoolDayStart', 'schoolDayEnd']>({
    name: ['timezone', 'schoolDayStart', 'schoolDayEnd'],
  });
  const local = useLocalTime(timezone);
  if (!local || !start || !end) return null;
  const inSession = withinSchoolDay({ start, end }, local.minutes);
  return (
    <p className="flex flex-wrap items-center gap-2 text-[13px] text-muted-fg">
      <span>{t('localTime.rightNow', { time: local.text })}</span>
      <Badge tone={inSession ? 'green' : 'gray'} dot>
        {inSession ? t('localTime.inSession') : t('localTime.outside')}
      </Badge>
    </p>
  );
}

/** The local time and UTC offset of the zone being chosen, once it is a zone. */
export function TimeZoneNow() {
  const { t } = useTranslation('settings');
  const timezone = useWatch<ProfileValues, 'timezone'>({ name: 'timezone' });
  const local = useLocalTime(timezone);
  if (!local) return null;
  return (
    <p className="text-[13px] text-muted-fg">
      {t('localTime.now')}
      <span className="font-medium text-fg">{local.text}</span> ({local.offset})
    </p>
  );
}

function useLocalTime(timezone: string) {
  const now = useNow();
  if (!isTimeZone(timezone.trim())) return null;
  const local = timeIn(timezone.trim(), now);
  return local && { ...local, offset: utcOffset(timezone.trim(), now) ?? '' };
}
