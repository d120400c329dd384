import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay, type License } from '../../domain/licenses.ts';
import { PRIVACY_AGREEMENT_MESSAGES as M, type PrivacyApp } from '../../domain/privacy-agreements.ts';
import { DEFAULT_TIMEZONE } from '../../domain/settings.ts';
import { createAgreementReminders } from '../../server/features/privacy-agreements/agreement-reminders.ts';
import { AGREEMENT_REMINDERS_JOB } from '../../server/features/privacy-agreements/privacy-agreements.jobs.ts';
import { seedDemoLicenses } from '../../server/seed/demo-licenses.ts';
import { seedDemoPrivacyAgreements } from '../../server/seed/demo-privacy-agreements.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
/** The district's today (its default time zone): what statuses and day counts are computed on. */
const today = () => isoDay(new Date(), DEFAULT_TIMEZONE);
const inDays = (n: number) => addDays(today(), n);

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
const as = <T = any>(
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => call<T>(t.app, method, url, { cookie, body });
// biome-ignore lint/suspicious/noExplicitAny: as above.
const admin = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  as<T>(w.cookies.adminA, method, url, body);

async function addLicense(name: string, vendor = 'Vendor', cookie = w.cookies.adminA): Promise<License> {
  const res = await as<License>(cookie, 'POST', '/api/licenses', {
    name,
    vendor,
    seatModel: 'site',
    renewalDate: inDays(200),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

const signed = (extra: Record<string, unknown> = {}) => ({
  dpaStatus: 'signed',
  agreementType: 'ndpa',
  signedAt: inDays(-100),
  expiresAt: inDays(300),
  dataElements: ['email', 'name', 'student_id'],
  agreementUrl: 'https://sdpc.example.org/agreements/123.pdf',
  approvedForStudents: true,
  ...extra,
});

const apps = async (query = '') => (await admin<PrivacyApp[]>('GET', `/api/privacy/apps${query}`)).body;

describe("a license's agreement", () => {
  it('records it, lists it with its license, and writes the audit log', async () => {
    const license = await addLicense('Google Workspace for Education', 'Google');
    const before = await admin<PrivacyApp>('GET', `/api/licenses/${license.id}/privacy`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      id: null,
      licenseId: license.id,
      status: 'none',
      missingAgreement: true,
    });

    const res = await admin<PrivacyApp>('PUT', `/api/licenses/${license.id}/privacy`, signed());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      licenseId: license.id,
      appName: 'Google Workspace for Education',
      vendor: 'Google',
      status: 'signed',
      dpaStatus: 'signed',
      agreementType: 'ndpa',
      signedAt: inDays(-100),
      expiresAt: inDays(300),
      // In checklist order, whatever the order sent.
      dataElements: ['name', 'email', 'student_id'],
      agreementUrl: 'https://sdpc.example.org/agreements/123.pdf',
      approvedForStudents: true,
      daysToExpiry: 300,
      missingAgreement: false,
    });
    expect(res.body.id).toEqual(expect.any(String));

    // A second save updates the same agreement.
    const again = await admin<PrivacyApp>(
      'PUT',
      `/api/licenses/${license.id}/privacy`,
      signed({ approvedForStudents: false, agreementUrl: '' }),
    );
    expect(again.body).toMatchObject({ id: res.body.id, approvedForStudents: false, agreementUrl: null });

    const row = (await apps()).find((a) => a.licenseId === license.id);
    expect(row).toMatchObject({ id: res.body.id, status: 'signed', approvedForStudents: false });

    const audit = await admin(
      'GET',
      `/api/audit?districtId=${w.districtA.id}&action=privacy_agreement.saved`,
    );
    const entries = audit.body.entries as { target: string }[];
    expect(entries.map((e) => e.target)).toContain('Google Workspace for Education (Google)');
  });

  it('answers 404 for another district’s license and for a license that does not exist', async () => {
    const theirs = await addLicense('Their app', 'Vendor', w.cookies.adminB);
    const res = await admin('PUT', `/api/licenses/${theirs.id}/privacy`, signed());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.licenseNotFound);
    expect((await admin('GET', `/api/licenses/${theirs.id}/privacy`)).status).toBe(404);
    const missing = await admin(
      'PUT',
      '/api/licenses/00000000-0000-4000-8000-000000000000/privacy',
      signed(),
    );
    expect(missing.status).toBe(404);
    // Five Star outside a view names the district; the license's own district is required.
    const provider = await as(w.cookies.provider, 'PUT', `/api/licenses/${theirs.id}/privacy`, signed());
    expect(provider.status).toBe(200);
    const wrong = await as(
      w.cookies.provider,
      'PUT',
      `/api/licenses/${theirs.id}/privacy?districtId=${w.districtA.id}`,
      signed(),
    );
    expect(wrong.status).toBe(404);
  });

  it('refuses every invalid field with its message', async () => {
    const license = await addLicense('Validation app');
    const cases: [Record<string, unknown>, string][] = [
      [{ dpaStatus: 'maybe' }, M.invalidStatus],
      [{ dpaStatus: undefined }, M.invalidStatus],
      [{ agreementType: 'handshake' }, M.invalidType],
      [{ signedAt: 'yesterday' }, M.invalidDate],
      [{ expiresAt: '2026-02-30' }, M.invalidDate],
      [{ signedAt: null }, M.signedAtRequired],
      [{ signedAt: inDays(0), expiresAt: inDays(-1) }, M.expiresBeforeSigned],
      [{ dataElements: ['name', 'shoe_size'] }, M.invalidDataElement],
      [{ dataElements: 'name' }, M.invalidDataElement],
      [{ dataElements: undefined }, M.invalidDataElement],
      [{ agreementUrl: 'ftp://files.example.org/dpa.pdf' }, M.invalidUrl],
      [{ agreementUrl: 'javascript:alert(1)' }, M.invalidUrl],
      [{ agreementUrl: 'not a link' }, M.invalidUrl],
      [{ approvedForStudents: 'yes' }, M.approvedRequired],
      [{ approvedForStudents: undefined }, M.approvedRequired],
    ];
    for (const [change, message] of cases) {
      const res = await admin('PUT', `/api/licenses/${license.id}/privacy`, signed(change));
      expect([res.status, res.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    // Apps without a license also need their name and vendor.
    for (const [change, message] of [
      [{ appName: '  ' }, M.appNameRequired],
      [{ vendor: '' }, M.vendorRequired],
    ] as const) {
      const res = await admin('POST', '/api/privacy/apps', {
        vendor: 'V',
        appName: 'A',
        ...signed(),
        ...change,
      });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const query = await admin('GET', '/api/privacy/apps?missingAgreement=yes');
    expect([query.status, query.body.message]).toEqual([400, M.invalidMissingAgreement]);
    // A requested agreement needs no date.
    const requested = await admin('PUT', `/api/licenses/${license.id}/privacy`, {
      dpaStatus: 'requested',
      dataElements: [],
      approvedForStudents: false,
    });
    expect(requested.status).toBe(200);
  });
});

describe('apps without a license', () => {
  it('adds, edits and removes one; refuses a duplicate and an app that has a license', async () => {
    const made = await admin<PrivacyApp>('POST', '/api/privacy/apps', {
      vendor: 'Kahoot!',
      appName: 'Kahoot',
      dpaStatus: 'requested',
      dataElements: ['name', 'usage'],
      approvedForStudents: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      licenseId: null,
      appName: 'Kahoot',
      status: 'requested',
      missingAgreement: true,
    });

    const dup = await admin('POST', '/api/privacy/apps', {
      vendor: 'kahoot!',
      appName: 'KAHOOT',
      dpaStatus: 'none',
      dataElements: [],
      approvedForStudents: false,
    });
    expect([dup.status, dup.body.message]).toEqual([409, M.appExists]);
    await addLicense('Seesaw', 'Seesaw Learning');
    const licensed = await admin('POST', '/api/privacy/apps', {
      vendor: 'Seesaw Learning',
      appName: 'seesaw',
      dpaStatus: 'none',
      dataElements: [],
      approvedForStudents: false,
    });
    expect([licensed.status, licensed.body.message]).toEqual([409, M.appHasLicense]);

    const edited = await admin<PrivacyApp>('PUT', `/api/privacy/apps/${made.body.id}`, {
      vendor: 'Kahoot! ASA',
      appName: 'Kahoot',
      ...signed(),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: made.body.id, vendor: 'Kahoot! ASA', status: 'signed' });

    // A license's agreement is not an app without a license.
    const license = await addLicense('Not here');
    const saved = await admin<PrivacyApp>('PUT', `/api/licenses/${license.id}/privacy`, signed());
    expect(
      (await admin('PUT', `/api/privacy/apps/${saved.body.id}`, { vendor: 'V', appName: 'A', ...signed() }))
        .status,
    ).toBe(404);
    expect((await admin('DELETE', `/api/privacy/apps/${saved.body.id}`)).status).toBe(404);
    // Nor may another district touch it.
    expect((await as(w.cookies.adminB, 'DELETE', `/api/privacy/apps/${made.body.id}`)).status).toBe(404);

    expect((await admin('DELETE', `/api/privacy/apps/${made.body.id}`)).status).toBe(200);
    expect((await apps()).find((a) => a.id === made.body.id)).toBeUndefined();
    expect((await admin('DELETE', `/api/privacy/apps/${made.body.id}`)).status).toBe(404);
  });
});

describe('the list and its export', () => {
  it('filters the apps missing a signed agreement (an expired one counts), searches, and exports CSV', async () => {
    const d = await makeWorld(t.app, t.db);
    const cookie = d.cookies.adminA;
    const add = async (name: string, vendor: string) => {
      const res = await as<License>(cookie, 'POST', '/api/licenses', {
        name,
        vendor,
        seatModel: 'site',
        renewalDate: inDays(200),
      });
      return res.body;
    };
    const ok = await add('Canvas', 'Instructure');
    const lapsed = await add('Nearpod', 'Nearpod Inc');
    await add('=Formula App', 'Sneaky');
    const cancelled = await add('Old thing', 'Gone Inc');
    await as(cookie, 'POST', `/api/licenses/${cancelled.id}/cancellation`);
    await as(cookie, 'PUT', `/api/licenses/${ok.id}/privacy`, signed());
    await as(
      cookie,
      'PUT',
      `/api/licenses/${lapsed.id}/privacy`,
      signed({ signedAt: inDays(-400), expiresAt: inDays(-1) }),
    );
    await as(cookie, 'POST', '/api/privacy/apps', {
      vendor: 'Quizlet Inc',
      appName: 'Quizlet',
      dpaStatus: 'declined',
      dataElements: ['name', 'email', 'photos'],
      approvedForStudents: false,
    });

    const all = (await as<PrivacyApp[]>(cookie, 'GET', '/api/privacy/apps')).body;
    expect(all.map((a) => [a.appName, a.status])).toEqual([
      ['=Formula App', 'none'],
      ['Canvas', 'signed'],
      ['Nearpod', 'expired'],
      ['Quizlet', 'declined'],
    ]);
    expect(all.find((a) => a.appName === 'Nearpod')).toMatchObject({ dpaStatus: 'signed', daysToExpiry: -1 });

    const missing = (await as<PrivacyApp[]>(cookie, 'GET', '/api/privacy/apps?missingAgreement=true')).body;
    expect(missing.map((a) => a.appName)).toEqual(['=Formula App', 'Nearpod', 'Quizlet']);
    const searched = (await as<PrivacyApp[]>(cookie, 'GET', '/api/privacy/apps?q=instruct')).body;
    expect(searched.map((a) => a.appName)).toEqual(['Canvas']);

    const file = await as<string>(cookie, 'GET', '/api/privacy/apps/export');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="apps-and-privacy-agreements-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(file.headers['x-export-count']).toBe('4');
    const rows = Papa.parse<string[]>(file.body.trim()).data;
    expect(rows[0]).toEqual([
      'App',
      'Vendor',
      'Agreement status',
      'Agreement type',
      'Signed',
      'Expires',
      'Student data shared',
      'Approved for students',
      'Agreement link',
    ]);
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(rows[1]).toEqual(["'=Formula App", 'Sneaky', 'No agreement', '', '', '', '', 'No', '']);
    expect(rows[2]).toEqual([
      'Canvas',
      'Instructure',
      'Signed',
      'National DPA (SDPC)',
      inDays(-100),
      inDays(300),
      'Name, Email address, Student ID',
      'Yes',
      'https://sdpc.example.org/agreements/123.pdf',
    ]);
    expect(rows[4]).toEqual([
      'Quizlet',
      'Quizlet Inc',
      'Declined',
      '',
      '',
      '',
      'Name, Email address, Photos',
      'No',
      '',
    ]);

    const onlyMissing = await as<string>(cookie, 'GET', '/api/privacy/apps/export?missingAgreement=true');
    expect(onlyMissing.headers['x-export-count']).toBe('3');
    expect(onlyMissing.body).not.toContain('Canvas');
  });
});

describe('expiry reminders', () => {
  const dayFromNow = (n: number) => {
    const at = new Date();
    at.setHours(12, 0, 0, 0);
    at.setDate(at.getDate() + n);
    return at;
  };
  const local = (n: number) => addDays(isoDay(), n);

  it('finds the step a signed agreement has reached, once per expiry date, and again after a new date', async () => {
    const d = await makeWorld(t.app, t.db);
    const reminders = createAgreementReminders({ db: t.db });
    const cookie = d.cookies.adminA;
    const license = (
      await as<License>(cookie, 'POST', '/api/licenses', {
        name: 'ClassDojo',
        vendor: 'ClassDojo Inc',
        seatModel: 'site',
        renewalDate: local(200),
      })
    ).body;
    const put = (expiresAt: string, extra: Record<string, unknown> = {}) =>
      as<PrivacyApp>(
        cookie,
        'PUT',
        `/api/licenses/${license.id}/privacy`,
        signed({ signedAt: local(-300), expiresAt, ...extra }),
      );
    await put(local(25));
    // A requested agreement and one far from its expiry send nothing.
    await as(cookie, 'POST', '/api/privacy/apps', {
      vendor: 'Padlet',
      appName: 'Padlet',
      ...signed({ signedAt: local(-10), expiresAt: local(200) }),
    });
    await as(cookie, 'POST', '/api/privacy/apps', {
      vendor: 'Flip',
      appName: 'Flip',
      dpaStatus: 'requested',
      expiresAt: local(5),
      dataElements: [],
      approvedForStudents: false,
    });

    const due = await reminders.findDue(new Date(), { districtId: d.districtA.id });
    expect(due.map((r) => [r.appName, r.vendor, r.step, r.expiresAt, r.daysLeft])).toEqual([
      ['ClassDojo', 'ClassDojo Inc', 30, local(25), 25],
    ]);
    const { agreementId } = due[0]!;
    expect(await reminders.markSent(agreementId, 30, local(25))).toBe(true);
    expect(await reminders.markSent(agreementId, 30, local(25))).toBe(false);
    expect(await reminders.findDue(new Date(), { districtId: d.districtA.id })).toEqual([]);
    // Eighteen days later the 7-day step is due.
    const later = await reminders.findDue(dayFromNow(18), { districtId: d.districtA.id });
    expect(later.map((r) => [r.appName, r.step])).toEqual([['ClassDojo', 7]]);

    // Saving the same expiry keeps what was sent; a new expiry starts the ladder again.
    await put(local(25), { approvedForStudents: false });
    expect(await reminders.findDue(new Date(), { districtId: d.districtA.id })).toEqual([]);
    await put(local(50));
    expect(await reminders.markSent(agreementId, 30, local(25))).toBe(false);
    const renewed = await reminders.findDue(new Date(), { districtId: d.districtA.id });
    expect(renewed.map((r) => [r.appName, r.step])).toEqual([['ClassDojo', 60]]);

    // A cancelled license's agreement reminds nobody.
    await as(cookie, 'POST', `/api/licenses/${license.id}/cancellation`);
    expect(await reminders.findDue(new Date(), { districtId: d.districtA.id })).toEqual([]);
  });

  it('tells the district’s administrators through the daily job, once however often it runs', async () => {
    const d = await makeWorld(t.app, t.db);
    await as(d.cookies.adminA, 'POST', '/api/privacy/apps', {
      vendor: 'Edpuzzle Inc',
      appName: 'Edpuzzle',
      ...signed({ signedAt: local(-300), expiresAt: local(6) }),
    });
    const titles = async (cookie: string | undefined) =>
      (
        (await as(cookie, 'GET', '/api/notifications')).body.notifications as {
          title: string;
          link: string;
        }[]
      ).filter((n) => n.title.includes('privacy agreement'));
    await t.background.queue.send(AGREEMENT_REMINDERS_JOB, {});
    await expect
      .poll(async () => (await titles(d.cookies.adminA)).map((n) => [n.title, n.link]), { timeout: 15_000 })
      .toContainEqual(['The privacy agreement of Edpuzzle expires in 6 days', '/privacy']);
    await t.background.queue.send(AGREEMENT_REMINDERS_JOB, {});
    await new Promise((r) => setTimeout(r, 2000));
    expect((await titles(d.cookies.adminA)).filter((n) => n.title.includes('Edpuzzle'))).toHaveLength(1);
    expect(await titles(d.cookies.adminB)).toEqual([]);
    expect(await titles(d.cookies.techA)).toEqual([]);
  });
});

describe('the demo agreements', () => {
  it('give a first start signed, expiring, requested, declined and missing agreements, and an app without a license', async () => {
    const benson = await makeDistrict(t.db, { code: 'BENSON', name: 'Benson Unified School District' });
    const cookie = await signIn(
      t.app,
      (await makeUser(t.db, { role: 'district_admin', districtId: benson.id })).email,
    );
    await seedDemoLicenses(t.db, ['BENSON']);
    await seedDemoPrivacyAgreements(t.db, ['BENSON']);
    const list = (await as<PrivacyApp[]>(cookie, 'GET', '/api/privacy/apps')).body;
    const statuses = new Set(list.map((a) => a.status));
    for (const s of ['none', 'requested', 'signed', 'declined']) expect(statuses).toContain(s);
    expect(list.some((a) => a.status === 'signed' && a.daysToExpiry !== null && a.daysToExpiry <= 30)).toBe(
      true,
    );
    expect(list.filter((a) => a.licenseId === null).map((a) => a.appName)).toEqual(['Kahoot!']);
  });
});
