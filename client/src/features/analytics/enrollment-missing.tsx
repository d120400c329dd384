import { MissingInProfile } from '@/features/settings';

/** Why a per-student figure is '—', and where enrollment is set. */
export function EnrollmentMissing() {
  return <MissingInProfile missing="Enrollment is not set" todo="set it" />;
}
