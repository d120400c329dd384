import { Building2 } from 'lucide-react';
import { DISTRICT_PICKER_ID } from '@/lib/working-district';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';

/** What a provider admin sees on a district page before choosing the district to work on. */
export function ChooseDistrictCard({ what }: { what: string }) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="Choose a district"
        description={`${what} belong to one district. Choose it with the District picker above.`}
        action={
          <Button variant="secondary" onClick={() => document.getElementById(DISTRICT_PICKER_ID)?.focus()}>
            Choose a district
          </Button>
        }
      />
    </Card>
  );
}
