import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES as M, previousMonth } from '../../domain/analytics.ts';
import { formatDay, monthName } from '../../domain/dates.ts';
import { MONTHLY_SUMMARY_JOB } from '../../server/features/analytics/analytics-jobs.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { startMailServer } from '../support/smtp.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

describe('the monthly Executive Summary by email', () => {
  let t: TestApp;
  let w: World;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Five Star <it@fivestar.example>' });
    w = await makeWorld(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subscription = (cookie: string | undefined, body?: unknown) =>
    body === undefined
      ? call(t.app, 'GET', '/api/analytics/subscription', { cookie })
      : call(t.app, 'PUT', '/api/analytics/subscription', { cookie, body });

  it('lets a district administrator subscribe, and says why a bad request is refused', async () => {
    expect((await subscription(w.cookies.adminA)).body).toEqual({ subscribed: false });
    const bad = await subscription(w.cookies.adminA, { subscribed: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, M.subscribedInvalid]);
    expect((await subscription(w.cookies.adminA, { subscribed: true })).body).toEqual({ subscribed: true });
    expect((await subscription(w.cookies.adminA, { subscribed: true })).body).toEqual({ subscribed: true });
    expect((await subscription(w.cookies.adminA)).body).toEqual({ subscribed: true });
    // Another district's administrator is not subscribed by it.
    expect((await subscription(w.cookies.adminB)).body).toEqual({ subscribed: false });
    const other = await subscription(w.cookies.adminA, { districtId: w.districtB.id, subscribed: true });
    expect(other.status).toBe(404);
  });

  it('mails last month’s summary with the PDF attached, once however often the job runs', async () => {
    const { month, from, to } = previousMonth();
    await t.background.queue.send(MONTHLY_SUMMARY_JOB, {});
    const mail = await smtp.waitFor(w.people.adminA.email, 20_000);
    expect(mail.subject).toBe(`Executive Summary of ${w.districtA.name}, ${monthName(month)}`);
    expect(mail.text).toContain(`for ${formatDay(from)} to ${formatDay(to)}`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(`executive-summary-${from}-to-${to}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');

    await t.background.queue.send(MONTHLY_SUMMARY_JOB, {});
    await new Promise((r) => setTimeout(r, 2000));
    expect(
      smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(w.people.adminA.email)),
    ).toHaveLength(1);

    // Unsubscribed, nothing more comes.
    expect((await subscription(w.cookies.adminA, { subscribed: false })).body).toEqual({ subscribed: false });
    expect((await subscription(w.cookies.adminA)).body).toEqual({ subscribed: false });
  });
});
