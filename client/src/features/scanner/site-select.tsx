import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdate } from '@/lib/use-search-param-update';
import { Field } from '@/ui/field';
import { Select } from '@/ui/select';
import { useSites } from './use-sites';

/** The site a scan screen works at, kept in the address (?site=) so a reload keeps it. */
export function useScanSite(): [string, (siteId: string) => void] {
  const [params] = useSearchParams();
  const update = useSearchParamUpdate();
  return [params.get('site') ?? '', (siteId) => update({ site: siteId })];
}

/** Chooses where the scanning happens: a scanned asset of another site is answered "wrong site". */
export function SiteSelect({
  id,
  districtId,
  value,
  onChange,
  hint,
}: {
  id: string;
  districtId: string;
  value: string;
  onChange: (siteId: string) => void;
  hint: string;
}) {
  const { t } = useTranslation('scanner');
  const sites = useSites(districtId);
  const options = [
    { value: '', label: sites.isPending ? t('site.loading') : t('site.any') },
    ...(sites.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <Field id={id} label={t('site.label')} hint={hint}>
      <Select
        id={id}
        options={options}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
    </Field>
  );
}
