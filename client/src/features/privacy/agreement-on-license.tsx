import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { AgreementStatusBadge, expiryText } from './agreement-badges';
import { useLicenseAgreement } from './apps-queries';

/**
 * A license's privacy agreement, as one fact of its details (inside their `dl`), with a link to
 * Student Privacy; nothing for those who may not see the privacy area.
 */
export function LicenseAgreementFact({
  districtId,
  licenseId,
  licenseName,
}: {
  districtId: string;
  licenseId: string;
  licenseName: string;
}) {
  const allowed = useAccess('privacy').ok;
  const { t } = useTranslation('privacy');
  const agreement = useLicenseAgreement(districtId, licenseId, allowed);
  if (!allowed || !agreement.data) return null;
  const expiry = agreement.data.status === 'signed' ? expiryText(agreement.data) : null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-subtle-fg">{t('license.agreement')}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-fg">
        <AgreementStatusBadge status={agreement.data.status} />
        {expiry && <span className="text-xs text-muted-fg">{expiry}</span>}
        <Link
          to={`/privacy?appSearch=${encodeURIComponent(licenseName)}`}
          className="text-xs text-brand-soft-fg underline-offset-4 hover:underline"
        >
          {t('license.link')}
        </Link>
      </dd>
    </div>
  );
}
