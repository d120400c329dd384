import { type AssetsAnswer, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { ASSET_STATUS_LABELS } from '@domain/assets';
import { DollarSign, HardDrive, Laptop, ShieldCheck, TrendingDown, Users } from 'lucide-react';
import { fmt, labelled } from './analytics-format';
import { DamageRateCard, RepairCostCard } from './asset-money-tables';
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
          title="Warranty ending in 90 days"
          value={f.warrantyEnding}
          why={M.noWarrantyData}
          icon={ShieldCheck}
          iconColor="red"
          hint="Devices in use whose warranty ends by then"
        />
        <FigureCard
          title="Fleet value"
          value={f.value}
          format={fmt.money}
          why={data.moneyVisible ? M.noPurchaseData : M.noMoneyForRole}
          icon={DollarSign}
          iconColor="green"
          hint={f.value === null ? undefined : `${fmt.count(f.valued)} assets with a cost, straight line`}
        />
        <FigureCard
          title={`Depreciation ${f.fiscalYear}`}
          value={f.depreciationThisYear}
          format={fmt.money}
          why={data.moneyVisible ? M.noPurchaseData : M.noMoneyForRole}
          icon={TrendingDown}
          iconColor="gray"
          hint="Value lost in the fiscal year (July–June)"
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
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RepairCostCard data={data} />
        <DamageRateCard title="Damage rate per site" what="Site" rows={data.damageBySite} />
        <DamageRateCard title="Damage rate per grade" what="Grade" rows={data.damageByGrade} />
      </div>
    </div>
  );
}
