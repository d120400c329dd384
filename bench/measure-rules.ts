import type { Measure } from './measures.ts';
import { seedTickets } from './seed-tickets.ts';

// A ticket rule tried on the last 90 days of a district of 50,000 tickets (issue 38): what an
// administrator waits for after pressing "Try it" on a new rule.

const TICKETS = 50_000;
const ROUNDS = 5;
let districtId = '';

export const ruleSimulation: Measure = {
  name: `a ticket rule simulated over 90 days of ${TICKETS.toLocaleString('en-US')} tickets`,
  goal: '< 1 s',
  async seed(pool) {
    // One district, a ticket a minute: 50,000 tickets over the last 35 days.
    districtId = (await seedTickets(pool, { districts: 1, tickets: TICKETS })).districtIds[0]!;
  },
  async run({ serverUrl, cookie }) {
    const headers = { cookie, origin: serverUrl, 'content-type': 'application/json' };
    const made = await fetch(`${serverUrl}/api/rules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        districtId,
        name: 'Printers are urgent',
        enabled: false,
        trigger: 'created',
        conditions: { words: ['printer'], categories: ['hardware', 'general'] },
        actions: [{ type: 'set_priority', priority: 'high' }],
      }),
    });
    const rule = (await made.json()) as { id: string };
    if (made.status !== 201) throw new Error(`rule: ${made.status} ${JSON.stringify(rule)}`);
    const times: number[] = [];
    let answer = { examined: 0, matchedCount: 0, matched: [] as unknown[], bytes: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${serverUrl}/api/rules/${rule.id}/simulate`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      const text = await res.text();
      times.push(performance.now() - t0);
      if (!res.ok) throw new Error(`simulate: ${res.status} ${text}`);
      const body = JSON.parse(text) as { examined: number; matchedCount: number; matched: unknown[] };
      answer = { ...body, bytes: text.length };
    }
    times.sort((a, b) => a - b);
    return {
      value: `${times[Math.floor(ROUNDS / 2)]!.toFixed(0)} ms`,
      detail: `median of ${ROUNDS} (${times.map((t) => t.toFixed(0)).join(', ')} ms) for POST /api/rules/:id/simulate ("printer" in hardware or general → high priority): ${answer.examined.toLocaleString('en-US')} tickets examined, ${answer.matchedCount.toLocaleString('en-US')} matched (the newest ${answer.matched.length} listed), answer ${Math.round(answer.bytes / 1024)} KB`,
    };
  },
};
