import { ANALYTICS_MESSAGES as M, type PerformanceAnswer } from '@domain/analytics';
import { Bot, Clock, LifeBuoy, ThumbsUp, Truck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fmt } from './analytics-format';
import { BarsCard } from './bars-card';
import { FigureCard } from './figure-card';

/**
 * The Performance tab: visits on time, per technician, time on site; SPARK's answers without a
 * ticket, the questions SPARK solved ("That solved it") and the tickets opened after SPARK.
 */
export function PerformanceTab({ data }: { data: PerformanceAnswer }) {
  const f = data.figures;
  const p = data.previous;
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        <FigureCard
          title={t('performance.visits')}
          value={f.visits}
          previous={p.visits}
          why={M.noVisits}
          icon={Wrench}
          iconColor="blue"
          hint={t('performance.completed', { n: fmt.count(f.completed) })}
        />
        <FigureCard
          title={t('performance.onTime')}
          value={f.onTimePercent}
          previous={p.onTimePercent}
          format={fmt.pct}
          why={M.noCompletedVisits}
          icon={Truck}
          iconColor="green"
        />
        <FigureCard
          title={t('performance.timeOnSite')}
          value={f.avgMinutesOnSite}
          previous={p.avgMinutesOnSite}
          format={fmt.minutes}
          why={M.noCompletedVisits}
          icon={Clock}
          iconColor="orange"
        />
        <FigureCard
          title={t('performance.deflection')}
          value={f.deflectionPercent}
          previous={p.deflectionPercent}
          format={fmt.pct}
          why={M.noSparky}
          icon={Bot}
          iconColor="purple"
          hint={t('performance.sparkAnswers', { n: fmt.count(f.sparkyAnswers) })}
        />
        <FigureCard
          title={t('performance.solved')}
          value={f.deflections}
          previous={p.deflections}
          icon={ThumbsUp}
          iconColor="green"
          why={M.noSparky}
          hint={M.solvedHint}
        />
        <FigureCard
          title={t('performance.afterSpark')}
          value={f.ticketsAfterSparky}
          previous={p.ticketsAfterSparky}
          icon={LifeBuoy}
          iconColor="orange"
          why={M.noSparky}
          hint={M.afterSparkyHint}
        />
      </div>
      <BarsCard
        title={t('performance.perTechnician')}
        rows={data.byTechnician.map((tech) => ({ label: tech.name, value: tech.visits }))}
        empty={M.noVisits}
        labelColumn={t('performance.technician')}
        valueLabel={t('performance.visits')}
      />
    </div>
  );
}
