import { describe, expect, it } from 'vitest';
import {
  attachmentLimitOf,
  DEFAULT_SCHOOL_DAY,
  isTimeZone,
  SETTINGS_MESSAGES,
  updateSettingsSchema,
  withinSchoolDay,
} from './settings.ts';

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('withinSchoolDay', () => {
  it('includes the start and excludes the end of the window', () => {
    expect(withinSchoolDay(DEFAULT_SCHOOL_DAY, at('06:59'))).toBe(false);
    expect(withinSchoolDay(DEFAULT_SCHOOL_DAY, at('07:00'))).toBe(true);
    expect(withinSchoolDay(DEFAULT_SCHOOL_DAY, at('12:30'))).toBe(true);
    expect(withinSchoolDay(DEFAULT_SCHOOL_DAY, at('15:59'))).toBe(true);
    expect(withinSchoolDay(DEFAULT_SCHOOL_DAY, at('16:00'))).toBe(false);
    expect(withinSchoolDay({ start: '07:45', end: '15:15' }, at('07:30'))).toBe(false);
  });
});

describe('updateSettingsSchema', () => {
  const valid = {
    timezone: 'America/Chicago',
    enrollment: 1200,
    schoolDayStart: '07:30',
    schoolDayEnd: '15:00',
    slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
  };

  it('accepts a valid day and names the end of the day when it ends before it starts', () => {
    expect(updateSettingsSchema.safeParse(valid).success).toBe(true);
    const wrong = updateSettingsSchema.safeParse({
      ...valid,
      schoolDayStart: '16:00',
      schoolDayEnd: '08:00',
    });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['schoolDayEnd'],
      message: SETTINGS_MESSAGES.dayOrder,
    });
  });

  it('takes the district’s own mail domains, lower case, and refuses public mail services', () => {
    const domains = (emailDomains: unknown) => updateSettingsSchema.safeParse({ emailDomains });
    expect(domains(['@Lakeside.K12.MI.us']).data?.emailDomains).toEqual(['lakeside.k12.mi.us']);
    expect(domains(['outlook.com']).error?.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.publicEmailDomain('outlook.com'),
    );
    expect(domains(['-bad-.example']).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.emailDomain);
  });

  it('saves any one field alone, but not nothing', () => {
    expect(updateSettingsSchema.safeParse({ enrollment: 10 }).success).toBe(true);
    expect(updateSettingsSchema.safeParse({ schoolDayEnd: '15:00' }).success).toBe(true);
    expect(updateSettingsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.nothingToSave,
    );
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('America/Phoenix')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('the help portal settings', () => {
  it('takes requester domains as the staff domains are taken, with their own messages', () => {
    const domains = (requesterDomains: unknown) => updateSettingsSchema.safeParse({ requesterDomains });
    expect(domains(['@Students.Lakeside.K12.MI.us']).data?.requesterDomains).toEqual([
      'students.lakeside.k12.mi.us',
    ]);
    expect(domains(['not a domain']).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.requesterDomain);
    expect(domains(['gmail.com']).error?.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.publicEmailDomain('gmail.com'),
    );
    expect(domains(['a.example', 'A.example']).error?.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.requesterDomainTwice,
    );
  });

  it('keeps the attachment limit between 1 and 10 MB, null for the product’s 10 MB', () => {
    const limit = (attachmentLimitMb: unknown) => updateSettingsSchema.safeParse({ attachmentLimitMb });
    expect(limit(5).success).toBe(true);
    expect(limit(null).success).toBe(true);
    for (const wrong of [0, 11, 2.5, '5'])
      expect(limit(wrong).error?.issues[0]?.message, String(wrong)).toBe(SETTINGS_MESSAGES.attachmentLimit);
    expect(attachmentLimitOf({ attachmentLimitMb: null })).toBe(10);
    expect(attachmentLimitOf({ attachmentLimitMb: 4 })).toBe(4);
  });
});
