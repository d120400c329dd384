import type { DistrictSettings } from '@domain/settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { ProfileLink } from './profile-link';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';

/** One district's settings, once loaded: the form `children` makes of them. */
export function SettingsLoader({
  districtId,
  children,
}: {
  districtId: string;
  children: (settings: DistrictSettings) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const settings = useSettings(districtId);
  if (settings.isPending) return <LoadingSettings />;
  if (settings.isError) return <LoadError title={t('view.loadFailed')} query={settings} />;
  return children(settings.data);
}

/** System Settings' own fields; what every tier keeps is in the District profile. */
export function SettingsView({ districtId }: { districtId: string }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      <SettingsLoader districtId={districtId}>
        {(settings) => <SettingsForm key={settings.updatedAt} settings={settings} />}
      </SettingsLoader>
      <Card className="p-5 text-sm text-muted-fg">
        {t('view.profileNote')}
        <ProfileLink />.
      </Card>
    </div>
  );
}

function LoadingSettings() {
  const { t } = useTranslation('settings');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" role="status" aria-label={t('view.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="flex flex-col gap-4 p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}
