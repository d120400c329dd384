import { integrationsApi } from '@domain/api/integrations';
import { googleStatusLabel, supportEndLabel } from '@domain/google-workspace';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { formatDay, todayIso } from './asset-dates';

/** What Google's Admin console last said of an asset's Chromebook (null device: Google does not know it). */
function useAssetGoogle(districtId: string, assetId: string) {
  return useQuery({
    queryKey: ['assets', districtId, 'google', assetId] as const,
    queryFn: () => api(integrationsApi.assetGoogle, { params: { id: assetId }, query: { districtId } }),
  });
}

/**
 * The asset details' Google Workspace section: OS version, MAC address, last sync with Google, org
 * unit (and its site) and the support end date, past support highlighted. Nothing for other assets.
 */
export function AssetGoogleFacts({ districtId, assetId }: { districtId: string; assetId: string }) {
  const { t } = useTranslation('assets');
  const { data } = useAssetGoogle(districtId, assetId);
  const device = data?.device;
  if (!device) return null;
  const support = device.supportEndsAt ? supportEndLabel(device.supportEndsAt, todayIso()) : null;
  return (
    <section aria-labelledby="asset-google-title">
      <h3 id="asset-google-title" className="mb-3 text-sm font-semibold text-fg">
        {t('google.title')}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t('google.support')}>
          {support &&
            (support.past ? (
              <Badge tone="red">
                {support.text} ({formatDay(device.supportEndsAt)})
              </Badge>
            ) : (
              <span title={formatDay(device.supportEndsAt)}>{support.text}</span>
            ))}
        </Fact>
        <Fact label={t('google.osVersion')}>{device.osVersion}</Fact>
        <Fact label={t('google.mac')}>
          {device.macAddress && <span className="font-mono">{macText(device.macAddress)}</span>}
        </Fact>
        <Fact label={t('google.lastSync')}>{device.lastSync && formatDateTime(device.lastSync)}</Fact>
        <Fact label={t('google.orgUnit')}>
          <span className="font-mono">{device.orgUnitPath}</span>
          {device.siteName && <span className="text-subtle-fg"> ({device.siteName})</span>}
        </Fact>
        <Fact label={t('google.status')}>{device.status && googleStatusLabel(device.status)}</Fact>
      </dl>
    </section>
  );
}

/** Google answers a MAC address as twelve hex digits; people read it in pairs. */
const macText = (mac: string) =>
  /^[0-9a-f]{12}$/i.test(mac) ? (mac.match(/../g) ?? []).join(':').toUpperCase() : mac;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-subtle-fg">{label}</dt>
      <dd className="mt-0.5 break-words text-fg">{children || <span className="text-subtle-fg">—</span>}</dd>
    </div>
  );
}
