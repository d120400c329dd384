import { todayIso } from '@domain/analytics';
import {
  depreciationYearsOf,
  fundingLabel,
  valueAt,
  WARRANTY_LABELS,
  warrantyState,
} from '@domain/asset-money';
import type { Asset } from '@domain/assets';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { useCategoryList } from './asset-categories-context';
import { formatDay } from './asset-dates';
import { Detail } from './asset-detail';
import { useFundingSources, useSeesAssetMoney } from './use-funding-sources';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WARRANTY_TONES = { none: 'gray', active: 'green', ending: 'orange', expired: 'red' } as const;

/**
 * Purchase, warranty and depreciation of an asset (see docs/product.md#asset-money); its cost,
 * value today, vendor, PO and funding source only for those who see money (the API sends them null
 * to the others).
 */
export function AssetMoneyDetails({ districtId, asset }: { districtId: string; asset: Asset }) {
  const { t } = useTranslation('assets');
  const categories = useCategoryList();
  const funding = useFundingSources(districtId);
  const years = depreciationYearsOf(asset, categories);
  const warranty = warrantyState(asset.warrantyEndsAt, todayIso());
  const value = valueAt({ cost: asset.cost, purchaseDate: asset.purchaseDate, years }, todayIso());
  const seesMoney = useSeesAssetMoney();
  return (
    <>
      <Detail label={t('money.purchaseDate')}>{formatDay(asset.purchaseDate)}</Detail>
      <Detail label={t('money.warranty')}>
        {asset.warrantyEndsAt ? (
          <span className="flex flex-wrap items-center gap-2">
            {formatDay(asset.warrantyEndsAt)}
            <Badge tone={WARRANTY_TONES[warranty]}>{WARRANTY_LABELS[warranty]}</Badge>
          </span>
        ) : null}
      </Detail>
      <Detail label={t('money.depreciation')}>{t('money.depreciationYears', { years })}</Detail>
      {seesMoney && (
        <>
          <Detail label={t('money.cost')}>{asset.cost === null ? null : dollars.format(asset.cost)}</Detail>
          <Detail label={t('money.value')}>{value === null ? null : dollars.format(value)}</Detail>
          <Detail label={t('money.vendor')}>{asset.vendor}</Detail>
          <Detail label={t('money.po')}>{asset.poNumber}</Detail>
          <Detail label={t('money.funding')}>{fundingLabel(funding.data ?? [], asset.fundingSource)}</Detail>
        </>
      )}
    </>
  );
}
