import autocannon from 'autocannon';
import { SUGGESTED_TOPICS } from '../domain/sparky.ts';
import { DEMO_DISTRICT_PASSWORD } from '../server/seed/demo-accounts.ts';
import type { Measure } from './measures.ts';

/** What ten people ask at once: the topic chips, a breakdown, an incident, a ticket's status. */
const QUESTIONS = [
  ...SUGGESTED_TOPICS.map((t) => t.prompt),
  'My projector says no signal in room 12',
  'I clicked a link in a phishing email and typed my password',
  'the whole school has no internet since this morning',
  'where is BENSON-0001?',
];

const USERS = 10;
const email = (i: number) => `bench-chat-${i}@benson.demo`;

/**
 * POST /api/ai/chat with the offline engine, ten technicians of Benson asking at once (each
 * question a new conversation: the engine's answer, then the question and reply stored in one
 * transaction). The bench server's chat limit is raised so that no answer is a 429.
 */
export const sparkyChat: Measure = {
  name: 'POST /api/ai/chat, offline engine (10 concurrent users)',
  goal: 'p99 < 50 ms',
  /** Ten technicians with the demo password (its hash copied from Benson's administrator). */
  async seed(pool) {
    await pool.query(
      `insert into users (email, password_hash, first_name, last_name, role, district_id, is_demo)
       select 'bench-chat-' || g || '@benson.demo', u.password_hash, 'Bench', 'Tech ' || g, 'technician', u.district_id, true
       from users u, generate_series(0, $1 - 1) g
       where u.email = 'admin@benson.demo'
       on conflict do nothing`,
      [USERS],
    );
  },
  async run({ pool, serverUrl }) {
    const { rows } = await pool.query<{ id: string }>("select id from districts where code = 'BENSON'");
    const districtId = rows[0]!.id;
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const signIn = await fetch(`${serverUrl}/api/auth/login`, {
        method: 'POST',
        headers: { origin: serverUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ email: email(i), password: DEMO_DISTRICT_PASSWORD }),
      });
      if (!signIn.ok) throw new Error(`sign-in of ${email(i)}: ${signIn.status} ${await signIn.text()}`);
      cookies.push(
        signIn.headers
          .getSetCookie()
          .find((c) => c.startsWith('portal_session='))!
          .split(';')[0]!,
      );
    }
    let nextUser = 0;
    let nextQuestion = 0;
    const drive = (connections: number) =>
      autocannon({
        url: serverUrl,
        connections,
        duration: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/ai/chat',
            setupRequest: (req, context: { cookie?: string }) => {
              context.cookie ??= cookies[nextUser++ % cookies.length];
              const message = QUESTIONS[nextQuestion++ % QUESTIONS.length];
              return {
                ...req,
                headers: { cookie: context.cookie!, origin: serverUrl, 'content-type': 'application/json' },
                body: JSON.stringify({ message, districtId }),
              };
            },
          },
        ],
      });
    const alone = await drive(1);
    const ten = await drive(USERS);
    return {
      value: `p99 ${ten.latency.p99} ms`,
      detail: `${Math.round(ten.requests.average)} answers/s, median ${ten.latency.p50} ms; one user alone: median ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms (${Math.round(alone.requests.average)} answers/s); ${QUESTIONS.length} questions in turn (topic chips, a breakdown, an incident, an outage, a ticket's status); ${ten.non2xx + alone.non2xx} refused, ${ten.errors + alone.errors} errors`,
    };
  },
};
