import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Breadcrumb } from '@/ui/breadcrumb';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { PageHeader } from '@/ui/page-header';
import { AppsSection } from './apps-section';
import { RetentionSection } from './retention-section';
import { SubjectRequestsSection } from './subject-requests-section';

const TITLE = 'Student Privacy';
const DESCRIPTION =
  "Vendor data privacy agreements, how long the portal keeps each kind of record, and one person's data.";

/** /privacy: the district's student data privacy (see docs/product.md#student-data-privacy). */
export function PrivacyPage() {
  const user = useCurrentUser();
  const access = useAccess('privacy');
  const { districtId } = useWorkingDistrict();
  return (
    <>
      <PageHeader eyebrow={<Breadcrumb page={TITLE} />} title={TITLE} description={DESCRIPTION} />
      {!access.ok ? (
        <AreaLocked what="Student privacy" verdict={access} serviceLevel={user.serviceLevel} />
      ) : !districtId ? (
        <ChooseDistrictCard what="student privacy" />
      ) : (
        <div key={districtId} className="space-y-6">
          <AppsSection districtId={districtId} />
          <RetentionSection districtId={districtId} />
          <SubjectRequestsSection districtId={districtId} />
        </div>
      )}
    </>
  );
}
