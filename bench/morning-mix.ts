import { randomUUID } from 'node:crypto';
import { percentile, sessionCookie } from './figures.ts';
import { MORNING, morningUserEmail } from './seed-morning.ts';

/** What a person does next, and how often (the rest of the time: the five reads, evenly). */
const WRITES = { comment: 0.05, 'new ticket': 0.02, scan: 0.02 } as const;
export const READS = ['dashboard', 'ticket list', 'ticket details', 'asset search', 'license list'] as const;
export type Kind = (typeof READS)[number] | keyof typeof WRITES;
const KINDS: Kind[] = [...READS, ...(Object.keys(WRITES) as (keyof typeof WRITES)[])];

const STATUSES = ['all', 'open', 'in_progress', 'resolved', 'closed'];
const PRIORITIES = ['all', 'critical', 'high', 'medium', 'low'];
const TITLE_WORDS = [
  'Projector',
  'Chromebook',
  'Wi-Fi',
  'Printer',
  'Password',
  'Smartboard',
  'software',
  'Email',
];
const ASSET_WORDS = ['Chromebook', 'Lenovo', 'Room 12', 'iPad', 'Dell', 'switch', 'projector', 'High School'];

export interface District {
  id: string;
  ord: number;
  tickets: string[];
  tags: string[];
}

interface Person {
  cookie: string;
  district: District;
  /** The last ticket of the last list page seen: the next list may continue from it. */
  cursor?: string;
}

export interface KindFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
function nextKind(): Kind {
  let r = Math.random();
  for (const [kind, share] of Object.entries(WRITES)) {
    if (r < share) return kind as Kind;
    r -= share;
  }
  return pick(READS);
}

/** Signs `count` of the morning's staff in (random districts, four at a time); their sessions. */
export async function signInPeople(
  serverUrl: string,
  districts: District[],
  count: number,
): Promise<Person[]> {
  const people: Person[] = [];
  const queue = Array.from({ length: count }, () => pick(districts));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let d = queue.pop(); d; d = queue.pop()) {
        const email = morningUserEmail(d.ord, 1 + Math.floor(Math.random() * MORNING.usersPerDistrict));
        const res = await fetch(`${serverUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: serverUrl },
          body: JSON.stringify({ email, password: MORNING.password }),
        });
        if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
        const cookie = sessionCookie(res);
        people.push({ cookie, district: d });
      }
    }),
  );
  return people;
}

function request(serverUrl: string, person: Person, kind: Kind): { path: string; init?: RequestInit } {
  const d = person.district;
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { cookie: person.cookie, origin: serverUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  switch (kind) {
    case 'dashboard':
      return { path: '/api/dashboard/metrics' };
    case 'ticket list': {
      const q = new URLSearchParams({ limit: '50' });
      const filter = Math.random();
      if (filter < 0.3) q.set('status', pick(STATUSES));
      else if (filter < 0.5) q.set('priority', pick(PRIORITIES));
      else if (filter < 0.65) q.set('assigneeId', pick(['me', 'none']));
      else if (filter < 0.8) q.set('search', pick(TITLE_WORDS));
      if (person.cursor && Math.random() < 0.3) q.set('before', person.cursor);
      return { path: `/api/tickets?${q}` };
    }
    case 'ticket details':
      return { path: `/api/tickets/${pick(d.tickets)}/details` };
    case 'asset search':
      return { path: `/api/assets/page?search=${encodeURIComponent(pick(ASSET_WORDS))}&limit=50` };
    case 'license list':
      return { path: '/api/licenses' };
    case 'comment':
      return {
        path: `/api/tickets/${pick(d.tickets)}/comments`,
        init: post({ body: 'Checked it this morning: the cable was loose.' }),
      };
    case 'new ticket':
      return {
        path: '/api/tickets',
        init: post({
          title: `${pick(TITLE_WORDS)} trouble in room ${100 + Math.floor(Math.random() * 60)}`,
          description: 'Reported at 8:00.',
        }),
      };
    case 'scan':
      return {
        path: '/api/scans',
        init: post({
          mode: 'check_in',
          code: pick(d.tags),
          scannedAt: new Date().toISOString(),
          scanKey: `morning-${randomUUID()}`,
        }),
      };
  }
}

/**
 * A closed loop per person for `seconds`: the next request as soon as the last answer came, or
 * after a pause of about `thinkMs` (between half and one and a half of it, so people drift out of
 * step). Per kind: requests, errors (a non-2xx answer or a failed request), p50 and p99.
 */
export async function runMix(serverUrl: string, people: Person[], seconds: number, thinkMs = 0) {
  const times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  const firstErrors: string[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (person) => {
      // Paced people start out of step too, not all in the first instant.
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * Math.random()));
      while (performance.now() < until) {
        const kind = nextKind();
        const { path, init } = request(serverUrl, person, kind);
        const t0 = performance.now();
        try {
          const res = await fetch(`${serverUrl}${path}`, init ?? { headers: { cookie: person.cookie } });
          const body = await res.arrayBuffer();
          times.get(kind)!.push(performance.now() - t0);
          if (!res.ok) {
            errors.set(kind, errors.get(kind)! + 1);
            if (firstErrors.length < 5)
              firstErrors.push(`${kind} ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
          } else if (kind === 'ticket list') {
            const list = JSON.parse(Buffer.from(body).toString()) as { id: string }[];
            person.cursor = list.at(-1)?.id;
          }
        } catch (e) {
          errors.set(kind, errors.get(kind)! + 1);
          if (firstErrors.length < 5) firstErrors.push(`${kind} ${(e as Error).message}`);
        }
        if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  const figures = new Map<Kind, KindFigures>();
  for (const kind of KINDS) {
    const sorted = times.get(kind)!.sort((a, b) => a - b);
    figures.set(kind, {
      requests: sorted.length,
      errors: errors.get(kind)!,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    });
  }
  return { figures, firstErrors };
}

/** `dashboard 1,234 req, p50 12 ms, p99 80 ms, 0 errors; …` */
export function describeFigures(figures: Map<Kind, KindFigures>): string {
  return [...figures]
    .map(
      ([k, f]) =>
        `${k} ${f.requests.toLocaleString('en-US')} req, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, ${f.errors} errors`,
    )
    .join('; ');
}
