import { DASHBOARD_MESSAGES, type DashboardHealth } from '@domain/dashboard';
import { Activity } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';
import { TONE_SOFT, type Tone } from '@/ui/tone';

/** How many reasons the card lists; the rest are on System Status. */
const WHY_SHOWN = 3;

const toneOf = (value: number, measured: boolean): Tone =>
  !measured ? 'gray' : value >= 99 ? 'green' : value >= 90 ? 'orange' : 'red';

/**
 * System Health (docs/product.md#dashboard): the weighted share of the district's monitors that are
 * up, with why it is not 100; with no monitor, the spec's 99.8 marked "No monitors yet" and a link to
 * add them.
 */
export function SystemHealthCard({ health, className }: { health: DashboardHealth; className?: string }) {
  const { value, measured, why } = health;
  const titleId = useId();
  const shown = why.slice(0, WHY_SHOWN);
  const more = why.length - shown.length;
  const { t } = useTranslation('dashboard');
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="text-[13px] leading-snug font-medium text-balance text-muted-fg">
            {t('systemHealth.title')}
          </p>
          <p className="mt-1.5 text-2xl font-semibold tracking-tight text-fg tabular-nums">
            {value.toFixed(1)}%
          </p>
        </div>
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-lg border',
            TONE_SOFT[toneOf(value, measured)],
          )}
        >
          <Activity aria-hidden className="size-[18px]" />
        </span>
      </div>
      {measured ? (
        <>
          {shown.length > 0 && (
            <ul
              aria-label={t('systemHealth.why')}
              className="mt-2 flex flex-col gap-1 text-xs break-words text-muted-fg"
            >
              {shown.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <Link to="/status" className="mt-2 inline-block text-xs text-brand hover:underline">
            {more > 0 ? t('systemHealth.more', { more }) : t('systemHealth.status')}
          </Link>
        </>
      ) : (
        <p className="mt-1 text-xs text-subtle-fg">
          {DASHBOARD_MESSAGES.noMonitors}.{' '}
          <Link to="/status" className="text-brand underline underline-offset-2">
            {DASHBOARD_MESSAGES.addMonitors}
          </Link>
        </p>
      )}
    </Card>
  );
}
