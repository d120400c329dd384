import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { assetLabelUrl, LABEL_MESSAGES, LABELS_MAX } from '../../domain/labels.ts';
import { assets } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { pdfPages, readCodes } from '../support/label-images.ts';
import { call, createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const publicUrl = TEST_PUBLIC_URL;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

/** A raw answer: the file's bytes, its headers and its status. */
async function print(cookie: string | undefined, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assets/labels',
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
  let json: { message?: string } | null = null;
  try {
    json = JSON.parse(res.body);
  } catch {}
  return { status: res.statusCode, bytes: res.rawPayload, text: res.body, headers: res.headers, json };
}

let n = 0;
async function make(fields: Record<string, unknown> = {}, cookie = w.cookies.adminA) {
  n += 1;
  const res = await call(t.app, 'POST', '/api/assets', {
    cookie,
    body: { assetTag: `LBL-${String(n).padStart(4, '0')}`, name: `Chromebook ${n}`, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; assetTag: string };
}
async function site(name: string, cookie = w.cookies.adminA) {
  const res = await call(t.app, 'POST', '/api/sites', { cookie, body: { name } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('labels as a PDF', () => {
  it('draws the selected assets on an Avery 5160 sheet, in tag order: each QR code reads back its address and each barcode its tag', async () => {
    const made = [await make({ assetTag: 'LBL-B 2/x' }), await make({ assetTag: 'LBL-A1' }), await make()];
    const res = await print(w.cookies.techA, {
      assetIds: made.map((a) => a.id),
      layout: 'avery-5160',
      format: 'pdf',
      line: 'Property of Benson USD',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="asset-labels-avery-5160-\d{4}-\d\d-\d\d\.pdf"$/,
    );
    expect(res.headers['x-label-count']).toBe('3');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const [page, ...more] = await pdfPages(res.bytes);
    expect(more).toHaveLength(0);
    // US Letter at 300 dpi.
    expect([page!.width, page!.height]).toEqual([2550, 3300]);
    const codes = await readCodes(page!);
    const tags = made.map((a) => a.assetTag);
    expect(
      codes
        .filter((c) => c.format === 'QRCode')
        .map((c) => c.text)
        .sort(),
    ).toEqual(tags.map((tag) => assetLabelUrl(publicUrl, tag)).sort());
    expect(
      codes
        .filter((c) => c.format === 'Code128')
        .map((c) => c.text)
        .sort(),
    ).toEqual([...tags].sort());
    // The address carries the tag encoded.
    expect(assetLabelUrl(publicUrl, 'LBL-B 2/x')).toBe(`${publicUrl}/a/LBL-B%202%2Fx`);
  });

  it('prints one label a page on a 2" × 1" roll, the QR and the barcode readable', async () => {
    const a = await make();
    const b = await make();
    const res = await print(w.cookies.adminA, { assetIds: [a.id, b.id], layout: '2x1', format: 'pdf' });
    expect(res.status).toBe(200);
    const pages = await pdfPages(res.bytes, { dpi: 203 });
    expect(pages).toHaveLength(2);
    expect([pages[0]!.width, pages[0]!.height]).toEqual([406, 203]);
    const first = await readCodes(pages[0]!);
    expect(first).toContainEqual({ format: 'QRCode', text: assetLabelUrl(publicUrl, a.assetTag) });
    expect(first).toContainEqual({ format: 'Code128', text: a.assetTag });
  });

  it('prints a 1" × ½" label whose QR code still reads at 300 dpi', async () => {
    const a = await make();
    const res = await print(w.cookies.adminA, { assetIds: [a.id], layout: '1x0.5', format: 'pdf' });
    const [page] = await pdfPages(res.bytes);
    expect([page!.width, page!.height]).toEqual([300, 150]);
    expect(await readCodes(page!)).toEqual([
      { format: 'QRCode', text: assetLabelUrl(publicUrl, a.assetTag) },
    ]);
  });

  it('prints an A4 Avery L7160 sheet of 21', async () => {
    const a = await make();
    const res = await print(w.cookies.adminA, { assetIds: [a.id], layout: 'avery-l7160', format: 'pdf' });
    const [page] = await pdfPages(res.bytes, { dpi: 72 });
    // A4: 595.28 × 841.89 points, rounded up to whole pixels.
    expect([page!.width, page!.height]).toEqual([596, 842]);
  });

  it("prints a whole site's assets, and every asset matching a filter", async () => {
    const siteId = await site('Label Middle School');
    const inSite = [await make(), await make()];
    await make();
    await t.db
      .update(assets)
      .set({ siteId })
      .where(
        inArray(
          assets.id,
          inSite.map((a) => a.id),
        ),
      );
    const bySite = await print(w.cookies.viewerA, { siteId, layout: '2x1', format: 'zpl' });
    expect(bySite.status, bySite.text).toBe(200);
    expect(bySite.headers['x-label-count']).toBe('2');

    await make({ name: 'Filtered projector 1', category: 'projector' });
    await make({ name: 'Filtered projector 2', category: 'projector' });
    const byFilter = await print(w.cookies.adminA, {
      filter: { search: 'filtered projector' },
      layout: '2x1',
      format: 'zpl',
    });
    expect(byFilter.headers['x-label-count']).toBe('2');
  });
});

describe('labels as ZPL', () => {
  it('answers one ^XA…^XZ format per label at 203 dpi: a QR code, a Code 128 and the fitted text', async () => {
    const a = await make({ assetTag: 'LBL-Z_1^~' });
    const res = await print(w.cookies.adminA, {
      assetIds: [a.id],
      layout: '2x1',
      format: 'zpl',
      line: 'Property of a district with a very long name indeed',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/asset-labels-2x1-\d{4}-\d\d-\d\d\.zpl"$/);
    const zpl = res.text;
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.trim().endsWith('^XZ')).toBe(true);
    // 2" × 1" at 203 dpi.
    expect(zpl).toContain('^PW406^LL203');
    // The tag's ^, ~ and _ are sent as ^FH hex escapes, never as commands.
    expect(zpl).toContain('^FH^FDLBL-Z_5F1_5E_7E^FS');
    expect(zpl).toMatch(/\^BQN,2,\d+\^FH\^FDMA,.*\/a\/LBL-Z_5F1%5E_7E\^FS/);
    expect(zpl).toMatch(/\^BY\d+\^BCN,\d+,N,N,N,A\^FH\^FDLBL-Z_5F1_5E_7E\^FS/);
    // The long line was cut with an ellipsis to fit its field block.
    expect(zpl).toMatch(/\^FB\d+,1,0,L,0\^FH\^FDProperty of a district[^^]*\.\.\.\^FS/);
  });

  it('has no barcode on a 1" × ½" label, and one format per label', async () => {
    const ids = [(await make()).id, (await make()).id, (await make()).id];
    const res = await print(w.cookies.adminA, { assetIds: ids, layout: '1x0.5', format: 'zpl' });
    expect(res.text.match(/\^XA/g)).toHaveLength(3);
    expect(res.text.match(/\^XZ/g)).toHaveLength(3);
    expect(res.text).not.toContain('^BC');
    expect(res.text).toContain('^PW203^LL102');
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no selection', { layout: '2x1', format: 'pdf' }, LABEL_MESSAGES.chooseAssets],
    [
      'two selections',
      {
        assetIds: ['00000000-0000-4000-8000-000000000001'],
        siteId: '00000000-0000-4000-8000-000000000001',
        layout: '2x1',
        format: 'pdf',
      },
      LABEL_MESSAGES.oneSelection,
    ],
    ['an empty list', { assetIds: [], layout: '2x1', format: 'pdf' }, LABEL_MESSAGES.emptySelection],
    ['a bad asset id', { assetIds: ['nope'], layout: '2x1', format: 'pdf' }, LABEL_MESSAGES.invalidAssetId],
    ['a bad site id', { siteId: 'nope', layout: '2x1', format: 'pdf' }, LABEL_MESSAGES.invalidSiteId],
    [
      'too many ids',
      {
        assetIds: Array(LABELS_MAX + 1).fill('00000000-0000-4000-8000-000000000001'),
        layout: '2x1',
        format: 'pdf',
      },
      LABEL_MESSAGES.tooManyIds,
    ],
    [
      'a bad layout',
      { siteId: '00000000-0000-4000-8000-000000000001', layout: 'a4', format: 'pdf' },
      LABEL_MESSAGES.invalidLayout,
    ],
    [
      'a bad format',
      { siteId: '00000000-0000-4000-8000-000000000001', layout: '2x1', format: 'png' },
      LABEL_MESSAGES.invalidFormat,
    ],
    [
      'a long line',
      { siteId: '00000000-0000-4000-8000-000000000001', layout: '2x1', format: 'pdf', line: 'x'.repeat(61) },
      'Must be at most 60 characters',
    ],
    [
      'a line with control characters',
      { siteId: '00000000-0000-4000-8000-000000000001', layout: '2x1', format: 'pdf', line: 'a\u0007b' },
      'Must not contain control characters',
    ],
    [
      'ZPL on a sheet',
      { siteId: '00000000-0000-4000-8000-000000000001', layout: 'avery-5160', format: 'zpl' },
      LABEL_MESSAGES.zplNeedsRoll,
    ],
  ];
  for (const [what, body, message] of cases) {
    it(`refuses ${what}`, async () => {
      const res = await print(w.cookies.adminA, body);
      expect(res.status).toBe(400);
      expect(res.json?.message).toBe(message);
    });
  }

  it('refuses a site or filter with no assets, and more than 3,000 labels', async () => {
    const empty = await site('Empty Annex');
    const none = await print(w.cookies.adminA, { siteId: empty, layout: '2x1', format: 'pdf' });
    expect([none.status, none.json?.message]).toEqual([400, LABEL_MESSAGES.noAssets]);

    const big = await site('Big High School');
    const rows = Array.from({ length: LABELS_MAX + 5 }, (_, i) => ({
      districtId: w.districtA.id,
      assetTag: `BIG-${i}`,
      name: `Big ${i}`,
      siteId: big,
    }));
    await t.db.insert(assets).values(rows);
    const tooMany = await print(w.cookies.adminA, { siteId: big, layout: 'avery-5160', format: 'pdf' });
    expect([tooMany.status, tooMany.json?.message]).toEqual([400, LABEL_MESSAGES.tooMany(LABELS_MAX + 5)]);
    await t.db.delete(assets).where(eq(assets.siteId, big));
  });
});

describe('tenancy', () => {
  it("answers 404 for another district's asset or site, and for another district named", async () => {
    const theirs = await make({}, w.cookies.adminB);
    const mine = await make();
    const mixed = await print(w.cookies.adminA, {
      assetIds: [mine.id, theirs.id],
      layout: '2x1',
      format: 'pdf',
    });
    expect([mixed.status, mixed.json?.message]).toEqual([404, LABEL_MESSAGES.someNotFound]);

    const theirSite = await site('Their School', w.cookies.adminB);
    const bySite = await print(w.cookies.adminA, { siteId: theirSite, layout: '2x1', format: 'pdf' });
    expect([bySite.status, bySite.json?.message]).toEqual([404, LABEL_MESSAGES.siteNotFound]);

    const named = await print(w.cookies.adminA, {
      districtId: w.districtB.id,
      assetIds: [theirs.id],
      layout: '2x1',
      format: 'pdf',
    });
    expect([named.status, named.json?.message]).toEqual([404, ACCESS_MESSAGES.districtNotFound]);
  });

  it('a Five Star administrator names the district; without one, 404 "Choose a district first."', async () => {
    const a = await make();
    const without = await print(w.cookies.provider, { assetIds: [a.id], layout: '2x1', format: 'zpl' });
    expect([without.status, without.json?.message]).toEqual([404, ACCESS_MESSAGES.chooseDistrict]);
    const named = await print(w.cookies.provider, {
      districtId: w.districtA.id,
      assetIds: [a.id],
      layout: '2x1',
      format: 'zpl',
    });
    expect(named.status).toBe(200);
  });

  it('requesters may not print labels; viewers may', async () => {
    const a = await make();
    const body = { assetIds: [a.id], layout: '2x1', format: 'zpl' };
    expect((await print(w.cookies.requesterA, body)).status).toBe(403);
    expect((await print(w.cookies.viewerA, body)).status).toBe(200);
    expect((await print(undefined, body)).status).toBe(401);
  });
});

describe('the asset a label names', () => {
  it('finds it by tag in any case; another district, an unknown tag and a requester do not', async () => {
    const a = await make({ assetTag: 'Tag-Case 9' });
    const found = await call(t.app, 'GET', `/api/assets/by-tag?tag=${encodeURIComponent('tag-case 9')}`, {
      cookie: w.cookies.viewerA,
    });
    expect(found.body).toEqual({ id: a.id, assetTag: 'Tag-Case 9', districtId: w.districtA.id });
    const other = await call(t.app, 'GET', `/api/assets/by-tag?tag=${encodeURIComponent('Tag-Case 9')}`, {
      cookie: w.cookies.adminB,
    });
    expect([other.status, other.body.message]).toEqual([404, LABEL_MESSAGES.tagNotFound]);
    const provider = await call(t.app, 'GET', `/api/assets/by-tag?tag=${encodeURIComponent('Tag-Case 9')}`, {
      cookie: w.cookies.provider,
    });
    expect(provider.body.id).toBe(a.id);
    expect(
      (await call(t.app, 'GET', '/api/assets/by-tag?tag=Tag-Case%209', { cookie: w.cookies.requesterA }))
        .status,
    ).toBe(403);
    const blank = await call(t.app, 'GET', '/api/assets/by-tag?tag=%20', { cookie: w.cookies.adminA });
    expect([blank.status, blank.body.message]).toEqual([400, 'Give a tag']);
  });
});
