import { PRIORITIES, type Priority } from '@domain/priorities';
import type { DistrictSettings, UpdateSettingsPayload } from '@domain/settings';

/** The settings form as typed: numbers stay text until they are sent. */
export interface SettingsValues {
  name: string;
  location: string;
  timezone: string;
  enrollment: string;
  schoolDayStart: string;
  schoolDayEnd: string;
  slaTargets: Record<Priority, string>;
}

export function valuesOf(s: DistrictSettings): SettingsValues {
  return {
    name: s.name,
    location: s.location ?? '',
    timezone: s.timezone,
    enrollment: s.enrollment === null ? '' : String(s.enrollment),
    schoolDayStart: s.schoolDayStart,
    schoolDayEnd: s.schoolDayEnd,
    slaTargets: Object.fromEntries(PRIORITIES.map((p) => [p, String(s.slaTargets[p])])) as Record<
      Priority,
      string
    >,
  };
}

/** Empty is "not given" (the schema then says what is missing); anything else a number to judge. */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * What Save Changes sends. Enrollment may be left empty (unknown); the on-call phone, which this
 * screen does not show, is sent back as it was so saving keeps it.
 */
export function toPayload(
  v: SettingsValues,
  kept: Pick<DistrictSettings, 'districtId' | 'onCallPhone'>,
): UpdateSettingsPayload {
  return {
    districtId: kept.districtId,
    name: v.name,
    location: v.location.trim() === '' ? null : v.location,
    timezone: v.timezone.trim(),
    enrollment: numberOf(v.enrollment) ?? null,
    schoolDayStart: v.schoolDayStart,
    schoolDayEnd: v.schoolDayEnd,
    slaTargets: Object.fromEntries(
      PRIORITIES.map((p) => [p, numberOf(v.slaTargets[p])]),
    ) as UpdateSettingsPayload['slaTargets'],
    onCallPhone: kept.onCallPhone,
  };
}
