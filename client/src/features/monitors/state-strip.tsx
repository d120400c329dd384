import { MONITOR_STATE_LABELS } from '@domain/monitors';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { TONE_DOT } from '@/ui/tone';
import { MONITOR_STATE_TONE, type StripSegment } from './monitor-display';

/**
 * A compact strip of a monitor's states over a range: one bar per stretch of time in the colour of
 * its worst check (gray where nothing was checked). Screen readers get the summary as its label;
 * each bar says its stretch and state on hover.
 */
export function StateStrip({ segments, label }: { segments: StripSegment[]; label: string }) {
  const { t } = useTranslation('monitors');
  return (
    <div role="img" aria-label={label} className="flex h-8 w-full items-stretch gap-px">
      {segments.map((s) => (
        <span
          key={s.from}
          title={`${formatDateTime(s.from)}: ${s.state ? MONITOR_STATE_LABELS[s.state] : t('strip.notChecked')}`}
          className={cn(
            'min-w-0 flex-1 rounded-[2px]',
            s.state ? TONE_DOT[MONITOR_STATE_TONE[s.state]] : 'bg-surface-muted',
          )}
        />
      ))}
    </div>
  );
}
