import type { Measure } from './measures.ts';

const COUNT = 3000;
const PREFIX = 'LBL-BENCH-';

/** Benson's 3,000 labels (the most one file holds): a PDF on Avery 5160 sheets, and ZPL on a 2" × 1" roll. */
export const labelsFile: Measure = {
  name: 'POST /api/assets/labels (3,000 labels)',
  goal: 'a 3,000-label PDF in a few seconds',
  async seed(pool) {
    await pool.query(
      `insert into assets (district_id, asset_tag, name, category, status)
       select d.id, '${PREFIX}' || lpad(i::text, 4, '0'), 'Bench Chromebook ' || i, 'laptop', 'active'
       from districts d, generate_series(1, ${COUNT}) i
       where d.code = 'BENSON'
       on conflict do nothing`,
    );
  },
  async run({ pool, serverUrl, cookie }) {
    const { rows } = await pool.query<{ id: string }>("select id from districts where code = 'BENSON'");
    const districtId = rows[0]!.id;
    const headers = { cookie, origin: serverUrl, 'content-type': 'application/json' };
    const time = async (layout: string, format: string) => {
      const started = performance.now();
      const res = await fetch(`${serverUrl}/api/assets/labels`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          districtId,
          filter: { search: PREFIX },
          layout,
          format,
          line: 'Property of Benson USD',
        }),
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`labels: ${res.status}`);
      const count = Number(res.headers.get('x-label-count'));
      if (count !== COUNT) throw new Error(`labels: ${count} labels, expected ${COUNT}`);
      return { ms, bytes };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const pdf = [];
    for (let i = 0; i < 3; i++) pdf.push(await time('avery-5160', 'pdf'));
    const zpl = [];
    for (let i = 0; i < 3; i++) zpl.push(await time('2x1', 'zpl'));
    const pdfMs = median(pdf.map((r) => r.ms));
    const zplMs = median(zpl.map((r) => r.ms));
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
    return {
      value: `${(pdfMs / 1000).toFixed(2)} s (PDF, 100 sheets)`,
      detail: `median of 3: a ${mb(pdf[0]!.bytes)} MB PDF of 3,000 Avery 5160 labels (vector QR codes and Code 128, each label's text fitted) in ${Math.round(pdfMs)} ms; the same 3,000 as ZPL on 2" × 1" (${mb(zpl[0]!.bytes)} MB) in ${Math.round(zplMs)} ms`,
    };
  },
};
