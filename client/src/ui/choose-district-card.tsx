import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DISTRICT_PICKER_ID } from '@/lib/working-district';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';

/** What a provider admin sees on a district page before choosing the district to work on. */
export function ChooseDistrictCard({ what }: { what: string }) {
  const { t } = useTranslation('app');
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title={t('chooseDistrict.title')}
        description={t('chooseDistrict.text', { what })}
        action={
          <Button variant="secondary" onClick={() => document.getElementById(DISTRICT_PICKER_ID)?.focus()}>
            {t('chooseDistrict.action')}
          </Button>
        }
      />
    </Card>
  );
}
