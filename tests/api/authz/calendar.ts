import { calendarApi } from '../../../domain/api/calendar.ts';
import { slaApi } from '../../../domain/api/sla.ts';
import { policiesOf, SLA_PRODUCT_DEFAULTS } from '../../../domain/sla.ts';
import { casesOf, statuses } from './matrix.ts';

/** Every staff role of the district reads; requesters get 403 (statuses' default), waiting accounts 403. */
const staff = (ok: number) => statuses({ anonymous: 401, adminB: 404, waiting: 403 }, ok);
/** The district's administrators and Five Star change it. */
const administrators = (ok: number) =>
  statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404, techA: 403, viewerA: 403 }, 403);

const EMPTY_ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Matrix//EN\r\nEND:VCALENDAR';

export const calendarEndpoints = casesOf(calendarApi, {
  read: {
    request: (c) => ({ url: `/api/districts/${c.districtA.id}/calendar` }),
    expect: staff(200),
  },
  update: {
    // Harmless whoever succeeds: today stays open.
    request: (c) => ({ url: `/api/districts/${c.districtA.id}/calendar`, body: { closedToday: false } }),
    expect: administrators(200),
  },
  import: {
    request: (c) => ({
      url: `/api/districts/${c.districtA.id}/calendar/import`,
      body: EMPTY_ICS,
      headers: { 'content-type': 'text/calendar' },
    }),
    expect: administrators(200),
  },
});

const apexDefaults = policiesOf(SLA_PRODUCT_DEFAULTS.apex);

export const slaEndpoints = casesOf(slaApi, {
  policies: {
    request: (c) => ({ url: `/api/sla-policies?districtId=${c.districtA.id}` }),
    expect: staff(200),
  },
  updatePolicies: {
    request: (c) => ({ url: `/api/sla-policies?districtId=${c.districtA.id}`, body: apexDefaults }),
    expect: administrators(200),
  },
  defaults: {
    request: () => ({ url: '/api/sla-policies/defaults' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
  // Five Star's own: a district's administrator is refused too.
  updateDefaults: {
    request: () => ({ url: '/api/sla-policies/defaults/apex', body: apexDefaults }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  atRisk: {
    request: (c) => ({ url: `/api/sla/at-risk?districtId=${c.districtA.id}` }),
    expect: staff(200),
  },
});
