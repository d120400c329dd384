import { FEATURE_TIERS } from '@domain/navigation';
import { SERVICE_LEVEL_LABELS, tierAllows } from '@domain/tiers';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Label } from '@/ui/label';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { SparkyChat } from './sparky-chat';
import { useDistrictOptions } from './use-district-options';

/** Spec 2.7: Sparky, the AI support assistant (receives the user id and the district id). */
export function SparkyPage() {
  const user = useCurrentUser();
  const providerWide = user.role === 'provider_admin' && !user.districtId;
  const districts = useDistrictOptions(providerWide);
  const [chosen, setChosen] = useState('');
  const districtId = providerWide ? chosen || null : user.districtId;
  const allowed = providerWide || tierAllows(user.serviceLevel, FEATURE_TIERS.sparky);

  return (
    <>
      <PageHeader
        title="Sparky AI Assistant"
        description="Tier 1 IT support for your district, any time: step-by-step fixes and tickets when a technician is needed."
        actions={
          providerWide && (
            <div className="flex items-center gap-2">
              <Label htmlFor="sparky-district" className="text-sm whitespace-nowrap text-muted-fg">
                District
              </Label>
              <Select
                id="sparky-district"
                className="w-56"
                placeholder={districts.isPending ? 'Loading districts...' : 'Choose a district'}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              />
            </div>
          )
        }
      />
      {!allowed ? (
        <Card>
          <EmptyState
            icon={Lock}
            title={`Sparky is part of ${SERVICE_LEVEL_LABELS[FEATURE_TIERS.sparky]}`}
            description={`Your district is on ${SERVICE_LEVEL_LABELS[user.serviceLevel]}. Ask your Five Star account manager about upgrading.`}
          />
        </Card>
      ) : districtId ? (
        <SparkyChat key={districtId} user={user} districtId={districtId} />
      ) : (
        <Card>
          <EmptyState
            icon={Lock}
            title="Choose a district"
            description="Sparky answers for one district at a time. Pick the district you are helping above."
          />
        </Card>
      )}
    </>
  );
}
