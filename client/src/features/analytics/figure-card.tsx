import { changeOf } from '@domain/analytics';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatChange } from '@/ui/stat-card';
import type { Tone } from '@/ui/tone';

interface FigureCardProps {
  title: string;
  value: number | null;
  format?: (n: number) => string;
  /** Why the value is missing ('No tickets in this period'): shown with '—'. */
  why: ReactNode;
  /** The previous period's value: the card shows the change. */
  previous?: number | null;
  icon: LucideIcon;
  iconColor?: Tone;
  hint?: string;
}

/** A figure of the period on a stat card: '—' with the reason when there is no data, never 0 % or 100 %. */
export function FigureCard({
  title,
  value,
  format = (n) => n.toLocaleString('en-US'),
  why,
  previous,
  icon,
  iconColor,
  hint,
}: FigureCardProps) {
  const { t } = useTranslation('analytics');
  const change = previous === undefined ? null : changeOf(value, previous);
  const stat: StatChange | undefined =
    change === null
      ? undefined
      : {
          type: change === 0 ? 'neutral' : change > 0 ? 'increase' : 'decrease',
          value: `${change > 0 ? '+' : ''}${change}%`,
          period: t('figure.previous'),
        };
  return (
    <StatCard
      title={title}
      value={
        value === null ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">{t('figure.none')}</span>
          </>
        ) : (
          format(value)
        )
      }
      hint={value === null ? why : hint}
      change={stat}
      icon={icon}
      iconColor={iconColor}
    />
  );
}
