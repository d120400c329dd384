import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDistricts } from '@/features/districts/use-districts';
import { DISTRICT_PICKER_ID, useWorkingDistrict } from '@/lib/working-district';
import { Label } from '@/ui/label';
import { Select, withAll } from '@/ui/select';
import { useDistrictPageMode } from './working-district-provider';

/** Whether the current page shows the district picker: a district page, for a provider admin outside a district view. */
export function useDistrictPickerShown(): boolean {
  const { providerWide } = useWorkingDistrict();
  const mode = useDistrictPageMode();
  return providerWide && mode !== null;
}

/**
 * The one district picker: above every district page, for a provider admin outside a district
 * view (the shell's top bar places it). The district chosen here is the one every district page
 * works on until another is chosen.
 */
export function DistrictPicker() {
  const { districtId, choose } = useWorkingDistrict();
  const mode = useDistrictPageMode();
  const shown = useDistrictPickerShown();
  const districts = useDistricts(shown);
  const { t } = useTranslation('app');
  if (!shown) return null;

  const loading = districts.isPending ? t('districtPicker.loading') : undefined;
  const options = (districts.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const orAll = mode === 'one-or-all';
  return (
    <section aria-label={t('districtPicker.label')} className="flex min-w-0 flex-1 items-center gap-3">
      <span className="flex shrink-0 items-center gap-2">
        <Building2 aria-hidden className="size-4 text-subtle-fg" />
        <Label htmlFor={DISTRICT_PICKER_ID}>{t('districtPicker.district')}</Label>
      </span>
      <Select
        id={DISTRICT_PICKER_ID}
        className="min-w-0 flex-1 sm:w-72 sm:flex-none"
        options={orAll ? withAll(loading ?? t('districtPicker.all'), options) : options}
        placeholder={orAll ? undefined : (loading ?? t('districtPicker.choose'))}
        value={districtId ?? (orAll ? 'all' : '')}
        onChange={(e) => choose(e.target.value === 'all' ? null : e.target.value)}
      />
      <p className="hidden break-words text-xs text-muted-fg xl:block">{t('districtPicker.carriesOver')}</p>
    </section>
  );
}
