import { type AssetsAnswer, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { ASSET_STATUS_LABELS } from '@domain/assets';
import { CalendarClock, DollarSign, HardDrive, Laptop, ShieldCheck, Users } from 'lucide-react';
import { fmt, labelled } from './analytics-format';
import { BarsCard } from './bars-card';
import { EnrollmentMissing } from './enrollment-missing';
import { FigureCard } from './figure-card';

/** The Assets tab: the inventory by category, status and age; devices per student; replacements ahead. */
export function AssetsTab({ data }: { data: AssetsAnswer }) {
  const f = data.figures;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        <FigureCard
          title="Assets"
          value={f.total}
          why={M.noAssets}
          icon={HardDrive}
          iconColor="purple"
          hint={`${fmt.count(f.studentDevices)} student devices in use`}
        />
        <FigureCard
          title="Devices per student"
          value={f.devicesPerStudent}
          format={fmt.ratio}
          why={<EnrollmentMissing />}
          icon={Users}
          iconColor="blue"
          hint={f.enrollment === null ? undefined : `${fmt.count(f.enrollment)} students enrolled`}
        />
        <FigureCard
          title="Due for replacement"
          value={f.dueForReplacement}
          why={M.noAssets}
          icon={Laptop}
          iconColor="orange"
          hint="Laptops, desktops and tablets 4 years after entering the inventory"
        />
        <FigureCard
          title="Warranty ending in period"
          value={f.warrantyEnding}
          why={M.noPurchaseData}
          icon={ShieldCheck}
          iconColor="gray"
        />
        <FigureCard
          title="Asset value"
          value={f.value}
          format={fmt.money}
          why={M.noPurchaseData}
          icon={DollarSign}
          iconColor="gray"
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <BarsCard
          title="By category"
          rows={data.byCategory.map((r) => ({ label: r.label, value: r.count }))}
          empty={M.noAssets}
        />
        <BarsCard
          title="By status"
          rows={labelled(data.byStatus, ASSET_STATUS_LABELS)}
          empty={M.noAssets}
          labelColumn="Status"
        />
        <BarsCard
          title="By age"
          description="Whole years since entering the inventory, at the end of the period."
          rows={data.byAge.map((r) => ({ label: r.key, value: r.count }))}
          empty={M.noAssets}
          labelColumn="Age"
        />
        <BarsCard
          title="Replacement forecast"
          description="Student devices in use, by the year they are due."
          rows={data.replacementForecast.map((r) => ({ label: String(r.year), value: r.count }))}
          empty={M.noAssets}
          labelColumn="Year"
          valueLabel="Devices"
        />
      </div>
      <p className="flex items-center gap-2 text-xs text-subtle-fg">
        <CalendarClock aria-hidden className="size-4" /> {M.noPurchaseData}: warranty and value show '—'.
      </p>
    </div>
  );
}
