import { ANALYTICS_MESSAGES as M, type PerformanceAnswer } from '@domain/analytics';
import { Bot, Clock, LifeBuoy, ThumbsUp, Truck, Wrench } from 'lucide-react';
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
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        <FigureCard
          title="Visits"
          value={f.visits}
          previous={p.visits}
          why={M.noVisits}
          icon={Wrench}
          iconColor="blue"
          hint={`${fmt.count(f.completed)} completed`}
        />
        <FigureCard
          title="Visits on time"
          value={f.onTimePercent}
          previous={p.onTimePercent}
          format={fmt.pct}
          why={M.noCompletedVisits}
          icon={Truck}
          iconColor="green"
        />
        <FigureCard
          title="Average time on site"
          value={f.avgMinutesOnSite}
          previous={p.avgMinutesOnSite}
          format={fmt.minutes}
          why={M.noCompletedVisits}
          icon={Clock}
          iconColor="orange"
        />
        <FigureCard
          title="Answered without a ticket"
          value={f.deflectionPercent}
          previous={p.deflectionPercent}
          format={fmt.pct}
          why={M.noSparky}
          icon={Bot}
          iconColor="purple"
          hint={`${fmt.count(f.sparkyAnswers)} SPARK answers`}
        />
        <FigureCard
          title="Solved by SPARK"
          value={f.deflections}
          previous={p.deflections}
          icon={ThumbsUp}
          iconColor="green"
          why={M.noSparky}
          hint={M.solvedHint}
        />
        <FigureCard
          title="Tickets after SPARK"
          value={f.ticketsAfterSparky}
          previous={p.ticketsAfterSparky}
          icon={LifeBuoy}
          iconColor="orange"
          why={M.noSparky}
          hint={M.afterSparkyHint}
        />
      </div>
      <BarsCard
        title="Visits per technician"
        rows={data.byTechnician.map((t) => ({ label: t.name, value: t.visits }))}
        empty={M.noVisits}
        labelColumn="Technician"
        valueLabel="Visits"
      />
    </div>
  );
}
