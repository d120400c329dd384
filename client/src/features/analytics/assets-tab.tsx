import { type AssetsAnswer, ANALYTICS_MESSAGES as M } from '@domain/analytics';
import { ASSET_STATUS_LABELS } from '@domain/assets';
import { DollarSign, HardDrive, Laptop, ShieldCheck, TrendingDown, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fmt, labelled } from './analytics-format';
import { DamageRateCard, RepairCostCard } from './asset-money-tables';
import { BarsCard } from './bars-card';
import { EnrollmentMissing } from './enrollment-missing';
import { FigureCard } from './figure-card';

/** The Assets tab: the inventory by category, status and age; devices per student; replacements ahead. */
export function AssetsTab({ data }: { data: AssetsAnswer }) {
  const f = data.figures;
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        <FigureCard
          title={t('assets.assets')}
          value={f.total}
          why={M.noAssets}
          icon={HardDrive}
          iconColor="purple"
          hint={t('assets.studentDevices', { n: fmt.count(f.studentDevices) })}
        />
        <FigureCard
          title={t('assets.devicesPerStudent')}
          value={f.devicesPerStudent}
          format={fmt.ratio}
          why={<EnrollmentMissing />}
          icon={Users}
          iconColor="blue"
          hint={f.enrollment === null ? undefined : t('assets.enrolled', { n: fmt.count(f.enrollment) })}
        />
        <FigureCard
          title={t('assets.replacement')}
          value={f.dueForReplacement}
          why={M.noAssets}
          icon={Laptop}
          iconColor="orange"
          hint={t('assets.replacementHint')}
        />
        <FigureCard
          title={t('assets.warranty')}
          value={f.warrantyEnding}
          why={M.noWarrantyData}
          icon={ShieldCheck}
          iconColor="red"
          hint={t('assets.warrantyHint')}
        />
        <FigureCard
          title={t('assets.value')}
          value={f.value}
          format={fmt.money}
          why={data.moneyVisible ? M.noPurchaseData : M.noMoneyForRole}
          icon={DollarSign}
          iconColor="green"
          hint={f.value === null ? undefined : t('assets.valueHint', { n: fmt.count(f.valued) })}
        />
        <FigureCard
          title={t('assets.depreciation', { year: f.fiscalYear })}
          value={f.depreciationThisYear}
          format={fmt.money}
          why={data.moneyVisible ? M.noPurchaseData : M.noMoneyForRole}
          icon={TrendingDown}
          iconColor="gray"
          hint={t('assets.depreciationHint')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <BarsCard
          title={t('assets.byCategory')}
          rows={data.byCategory.map((r) => ({ label: r.label, value: r.count }))}
          empty={M.noAssets}
        />
        <BarsCard
          title={t('assets.byStatus')}
          rows={labelled(data.byStatus, ASSET_STATUS_LABELS)}
          empty={M.noAssets}
          labelColumn={t('assets.status')}
        />
        <BarsCard
          title={t('assets.byAge')}
          description={t('assets.byAgeDescription')}
          rows={data.byAge.map((r) => ({ label: r.key, value: r.count }))}
          empty={M.noAssets}
          labelColumn={t('assets.age')}
        />
        <BarsCard
          title={t('assets.forecast')}
          description={t('assets.forecastDescription')}
          rows={data.replacementForecast.map((r) => ({ label: String(r.year), value: r.count }))}
          empty={M.noAssets}
          labelColumn={t('assets.year')}
          valueLabel={t('assets.devices')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RepairCostCard data={data} />
        <DamageRateCard title={t('assets.damageBySite')} what={t('assets.site')} rows={data.damageBySite} />
        <DamageRateCard
          title={t('assets.damageByGrade')}
          what={t('assets.grade')}
          rows={data.damageByGrade}
        />
      </div>
    </div>
  );
}
