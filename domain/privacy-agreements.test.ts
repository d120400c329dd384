import { describe, expect, it } from 'vitest';
import {
  agreementInputSchema,
  DATA_ELEMENT_KEYS,
  DATA_ELEMENTS,
  dataElementsInWords,
  daysToExpiry,
  dueAgreementReminder,
  effectiveDpaStatus,
  isMissingAgreement,
  PRIVACY_AGREEMENT_MESSAGES as M,
  type PrivacyApp,
  privacyAppCsvCells,
  privacyAppsFileName,
  remindersAfterSave,
} from './privacy-agreements.ts';

const TODAY = '2026-03-14';

describe('the checklist', () => {
  it('has the elements the issue names, each once', () => {
    for (const key of [
      'name',
      'email',
      'student_id',
      'grades',
      'demographics',
      'photos',
      'location',
      'health',
      'disability',
      'behavior',
      'device_ids',
      'voice_video',
    ])
      expect(DATA_ELEMENT_KEYS).toContain(key);
    expect(new Set(DATA_ELEMENT_KEYS).size).toBe(DATA_ELEMENTS.length);
  });

  it('says the elements in words, in checklist order', () => {
    expect(dataElementsInWords(['photos', 'name', 'unknown'])).toBe('Name, Photos');
    expect(dataElementsInWords([])).toBe('');
  });
});

describe('the status a person reads', () => {
  it('is expired once a signed agreement is past its expiry, not on its last day', () => {
    expect(effectiveDpaStatus({ dpaStatus: 'signed', expiresAt: '2026-03-13' }, TODAY)).toBe('expired');
    expect(effectiveDpaStatus({ dpaStatus: 'signed', expiresAt: TODAY }, TODAY)).toBe('signed');
    expect(effectiveDpaStatus({ dpaStatus: 'signed', expiresAt: null }, TODAY)).toBe('signed');
    // Only a signed agreement lapses; the others stay as recorded.
    expect(effectiveDpaStatus({ dpaStatus: 'requested', expiresAt: '2020-01-01' }, TODAY)).toBe('requested');
  });

  it('counts every app without a signed agreement as missing one', () => {
    expect(isMissingAgreement('signed')).toBe(false);
    for (const s of ['none', 'requested', 'expired', 'declined'] as const)
      expect(isMissingAgreement(s)).toBe(true);
  });

  it('counts days to expiry', () => {
    expect(daysToExpiry('2026-03-20', TODAY)).toBe(6);
    expect(daysToExpiry('2026-03-10', TODAY)).toBe(-4);
    expect(daysToExpiry(null, TODAY)).toBeNull();
  });
});

describe('expiry reminders', () => {
  const signed = (expiresAt: string | null, remindersSent: number[] = []) => ({
    dpaStatus: 'signed' as const,
    expiresAt,
    remindersSent,
  });

  it('follows the license ladder (90, 60, 30, 7), one step at a time', () => {
    expect(dueAgreementReminder(signed('2026-06-13'), TODAY)).toBeNull(); // 91 days
    expect(dueAgreementReminder(signed('2026-06-12'), TODAY)).toBe(90);
    expect(dueAgreementReminder(signed('2026-06-12', [90]), TODAY)).toBeNull();
    expect(dueAgreementReminder(signed('2026-04-08', [90, 60]), TODAY)).toBe(30);
    expect(dueAgreementReminder(signed('2026-03-21', [90, 60, 30]), TODAY)).toBe(7);
    expect(dueAgreementReminder(signed('2026-03-13'), TODAY)).toBeNull(); // expired
  });

  it('sends nothing for an agreement that is not signed or has no expiry', () => {
    expect(
      dueAgreementReminder({ dpaStatus: 'requested', expiresAt: '2026-03-20', remindersSent: [] }, TODAY),
    ).toBeNull();
    expect(dueAgreementReminder(signed(null), TODAY)).toBeNull();
  });

  it('starts again when the expiry date changes', () => {
    expect(remindersAfterSave({ expiresAt: '2026-04-01', remindersSent: [90, 60] }, '2026-04-01')).toEqual([
      90, 60,
    ]);
    expect(remindersAfterSave({ expiresAt: '2026-04-01', remindersSent: [90, 60] }, '2027-04-01')).toEqual(
      [],
    );
    expect(remindersAfterSave(null, '2027-04-01')).toEqual([]);
  });
});

describe('the payload', () => {
  const base = { dpaStatus: 'signed', signedAt: '2025-07-01', dataElements: [], approvedForStudents: true };
  const message = (v: unknown) => agreementInputSchema.safeParse(v).error?.issues[0]?.message;

  it('takes blanks as nothing and keeps the checklist order', () => {
    const parsed = agreementInputSchema.parse({
      ...base,
      agreementType: '',
      expiresAt: '',
      agreementUrl: '',
      dataElements: ['photos', 'name', 'photos'],
    });
    expect(parsed).toEqual({
      dpaStatus: 'signed',
      agreementType: null,
      signedAt: '2025-07-01',
      expiresAt: null,
      dataElements: ['name', 'photos'],
      agreementUrl: null,
      approvedForStudents: true,
    });
  });

  it('refuses what is not an agreement', () => {
    expect(message({ ...base, dpaStatus: 'pending' })).toBe(M.invalidStatus);
    expect(message({ ...base, agreementType: 'contract' })).toBe(M.invalidType);
    expect(message({ ...base, signedAt: undefined })).toBe(M.signedAtRequired);
    expect(message({ ...base, expiresAt: '2025-06-30' })).toBe(M.expiresBeforeSigned);
    expect(message({ ...base, dataElements: ['ssn'] })).toBe(M.invalidDataElement);
    expect(message({ ...base, agreementUrl: 'file:///etc/passwd' })).toBe(M.invalidUrl);
    expect(message({ ...base, agreementUrl: 'https://' })).toBe(M.invalidUrl);
    expect(message({ ...base, approvedForStudents: undefined })).toBe(M.approvedRequired);
    expect(message({ ...base, signedAt: '2025-02-30' })).toBe(M.invalidDate);
  });
});

describe('the export', () => {
  it('says each app in words a parent reads', () => {
    const app: PrivacyApp = {
      id: null,
      licenseId: null,
      appName: 'Quizlet',
      vendor: 'Quizlet Inc',
      status: 'expired',
      dpaStatus: 'signed',
      agreementType: 'state_dpa',
      signedAt: '2024-01-01',
      expiresAt: '2025-01-01',
      dataElements: ['name', 'grades'],
      agreementUrl: 'https://example.org/dpa.pdf',
      approvedForStudents: true,
      daysToExpiry: -437,
      missingAgreement: true,
      updatedAt: null,
    };
    expect(privacyAppCsvCells(app)).toEqual([
      'Quizlet',
      'Quizlet Inc',
      'Expired',
      'State DPA',
      '2024-01-01',
      '2025-01-01',
      'Name, Grades and assessment results',
      'Yes',
      'https://example.org/dpa.pdf',
    ]);
    expect(privacyAppsFileName(TODAY)).toBe('apps-and-privacy-agreements-2026-03-14.csv');
  });
});
