import autocannon from 'autocannon';
import type { Measure } from './measures.ts';

/** Reveals of one sealed password, by one connection then by ten, as a provider admin in Benson's view. */
export const vaultReveal: Measure = {
  name: 'POST /api/vault/:id/reveal (one sealed password)',
  goal: 'p99 < 20 ms',
  async run({ pool, serverUrl }) {
    const demo = await fetch(`${serverUrl}/api/demo-access`);
    const cookie = demo.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal_session='))!
      .split(';')[0]!;
    const headers = { cookie, origin: serverUrl, 'content-type': 'application/json' };
    const { rows } = await pool.query<{ id: string }>("select id from districts where code = 'BENSON'");
    const districtId = rows[0]!.id;
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${serverUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ id: string }>;
    };
    await post('/api/auth/view', { districtId });
    const entry = await post('/api/vault', {
      districtId,
      title: 'Bench firewall',
      username: 'admin',
      password: 'correct-horse-battery-staple-42',
      category: 'Network Infrastructure',
      department: 'IT Infrastructure',
      accessLevel: 'admin',
    });
    const drive = (connections: number) =>
      autocannon({
        url: `${serverUrl}/api/vault/${entry.id}/reveal`,
        method: 'POST',
        headers,
        body: JSON.stringify({ field: 'password' }),
        connections,
        duration: 5,
      });
    const one = await drive(1);
    const ten = await drive(10);
    return {
      value: `p99 ${one.latency.p99} ms (1 connection)`,
      detail: `${Math.round(one.requests.average)} reveals/s alone; with 10 connections on the same entry ${Math.round(ten.requests.average)} reveals/s, p99 ${ten.latency.p99} ms (each reveal commits its access-log row and audit entry in one statement; the entry's last access is written at most once a minute); ${one.non2xx + ten.non2xx} refused`,
    };
  },
};
