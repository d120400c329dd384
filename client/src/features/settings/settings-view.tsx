import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { SettingsForm } from './settings-form';
import { SitesSection } from './sites-section';
import { useSettings } from './use-settings';

/** The settings form of one district, then its sites (saved one by one). */
export function SettingsView({ districtId }: { districtId: string }) {
  const settings = useSettings(districtId);
  return (
    <div className="flex flex-col gap-6">
      {settings.isPending ? (
        <LoadingSettings />
      ) : settings.isError ? (
        <LoadError title="The settings could not be loaded." query={settings} />
      ) : (
        <SettingsForm key={settings.data.updatedAt} settings={settings.data} />
      )}
      <SitesSection districtId={districtId} />
    </div>
  );
}

function LoadingSettings() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" role="status" aria-label="Loading the settings">
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
