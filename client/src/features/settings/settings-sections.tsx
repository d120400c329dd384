import { DEFAULT_SCHOOL_DAY, MAX_ATTACHMENT_MB } from '@domain/settings';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/ui/form';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { SchoolDayNow, TimeZoneNow } from './local-time';
import { SettingsSection } from './settings-section';
import type { ProfileValues, SystemValues } from './settings-values';
import { TimeZoneInput } from './time-zone-input';

const Field = FormField<ProfileValues>;
const SystemField = FormField<SystemValues>;

export function DistrictSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.district.title')}
      description={t('sections.district.description')}
      fields={['name', 'location']}
    >
      <SystemField name="name" label={t('sections.district.name')} required>
        <Input maxLength={120} autoComplete="organization" />
      </SystemField>
      <SystemField
        name="location"
        label={t('sections.district.location')}
        optional
        hint={t('sections.district.locationHint')}
      >
        <Input maxLength={120} />
      </SystemField>
    </SettingsSection>
  );
}

export function TimeZoneSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.timeZone.title')}
      description={t('sections.timeZone.description')}
      fields={['timezone']}
    >
      <Field name="timezone" label={t('sections.timeZone.label')} required hint={t('sections.timeZone.hint')}>
        <TimeZoneInput />
      </Field>
      <TimeZoneNow />
    </SettingsSection>
  );
}

export function EnrollmentSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.enrollment.title')}
      description={t('sections.enrollment.description')}
      fields={['enrollment']}
    >
      <Field
        name="enrollment"
        label={t('sections.enrollment.label')}
        optional
        hint={t('sections.enrollment.hint')}
      >
        <Input type="number" inputMode="numeric" min={0} step={1} className="sm:max-w-48" />
      </Field>
    </SettingsSection>
  );
}

export function SchoolDaySection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.schoolDay.title')}
      description={t('sections.schoolDay.description', {
        start: DEFAULT_SCHOOL_DAY.start,
        end: DEFAULT_SCHOOL_DAY.end,
      })}
      fields={['schoolDayStart', 'schoolDayEnd']}
    >
      <div className="grid grid-cols-2 gap-4">
        <Field name="schoolDayStart" label={t('sections.schoolDay.start')} required>
          <Input type="time" />
        </Field>
        <Field name="schoolDayEnd" label={t('sections.schoolDay.end')} required>
          <Input type="time" />
        </Field>
      </div>
      <SchoolDayNow />
    </SettingsSection>
  );
}

export function EmailDomainsSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.emailDomains.title')}
      description={t('sections.emailDomains.description')}
      fields={['emailDomains']}
    >
      <Field
        name="emailDomains"
        label={t('sections.emailDomains.label')}
        optional
        hint={t('sections.emailDomains.hint')}
      >
        <Textarea rows={3} spellCheck={false} autoCapitalize="none" />
      </Field>
    </SettingsSection>
  );
}

/** The help portal (/help): who reaches it by Google sign-in, and how large a file they may attach. */
export function HelpPortalSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      title={t('sections.helpPortal.title')}
      description={t('sections.helpPortal.description')}
      fields={['requesterDomains', 'attachmentLimitMb']}
    >
      <Field
        name="requesterDomains"
        label={t('sections.helpPortal.requesterDomains')}
        optional
        hint={t('sections.helpPortal.requesterDomainsHint')}
      >
        <Textarea rows={3} spellCheck={false} autoCapitalize="none" />
      </Field>
      <Field
        name="attachmentLimitMb"
        label={t('sections.helpPortal.attachmentLimit')}
        optional
        hint={t('sections.helpPortal.attachmentLimitHint', { max: MAX_ATTACHMENT_MB })}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ATTACHMENT_MB}
          step={1}
          placeholder={String(MAX_ATTACHMENT_MB)}
          className="sm:max-w-48"
        />
      </Field>
    </SettingsSection>
  );
}
