import { useTranslation } from 'react-i18next';
import { MissingInProfile } from '@/features/settings';

/** Why a per-student figure is '—', and where enrollment is set. */
export function EnrollmentMissing() {
  const { t } = useTranslation('analytics');
  return <MissingInProfile missing={t('enrollment.missing')} todo={t('enrollment.todo')} />;
}
