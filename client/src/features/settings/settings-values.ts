import { PRIORITIES, type Priority } from '@domain/priorities';
import type { DistrictProfilePayload, DistrictSettings, SystemSettingsPayload } from '@domain/settings';

/** The District profile's form as typed: numbers and the list of domains stay text until sent. */
export interface ProfileValues {
  timezone: string;
  enrollment: string;
  schoolDayStart: string;
  schoolDayEnd: string;
  /** One domain per line (commas and spaces separate too). */
  emailDomains: string;
  /** The help portal's domains, as the staff domains. */
  requesterDomains: string;
  /** Empty: the product's 10 MB. */
  attachmentLimitMb: string;
}

/** System Settings' form as typed. */
export interface SystemValues {
  name: string;
  location: string;
  slaTargets: Record<Priority, string>;
}

export const profileValuesOf = (s: DistrictSettings): ProfileValues => ({
  timezone: s.timezone,
  enrollment: s.enrollment === null ? '' : String(s.enrollment),
  schoolDayStart: s.schoolDayStart,
  schoolDayEnd: s.schoolDayEnd,
  emailDomains: s.emailDomains.join('\n'),
  requesterDomains: s.requesterDomains.join('\n'),
  attachmentLimitMb: s.attachmentLimitMb === null ? '' : String(s.attachmentLimitMb),
});

export const systemValuesOf = (s: DistrictSettings): SystemValues => ({
  name: s.name,
  location: s.location ?? '',
  slaTargets: Object.fromEntries(PRIORITIES.map((p) => [p, String(s.slaTargets[p])])) as Record<
    Priority,
    string
  >,
});

/** Empty is "not given" (the schema then says what is missing); anything else a number to judge. */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** What the District profile's Save Changes sends. Enrollment may be left empty (unknown). */
export const toProfilePayload = (v: ProfileValues, districtId: string): DistrictProfilePayload => ({
  districtId,
  timezone: v.timezone.trim(),
  enrollment: numberOf(v.enrollment) ?? null,
  schoolDayStart: v.schoolDayStart,
  schoolDayEnd: v.schoolDayEnd,
  emailDomains: domainsOf(v.emailDomains),
  requesterDomains: domainsOf(v.requesterDomains),
  attachmentLimitMb: numberOf(v.attachmentLimitMb) ?? null,
});

/** The domains typed, one per line (commas, semicolons and spaces separate too). */
const domainsOf = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

/** What System Settings' Save Changes sends (its own fields only: the others stay as kept). */
export const toSystemPayload = (v: SystemValues, districtId: string): SystemSettingsPayload => ({
  districtId,
  name: v.name,
  location: v.location.trim() === '' ? null : v.location,
  slaTargets: Object.fromEntries(
    PRIORITIES.map((p) => [p, numberOf(v.slaTargets[p])]),
  ) as SystemSettingsPayload['slaTargets'],
});
