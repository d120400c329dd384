import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES as M } from '../../domain/attachments.ts';
import {
  districtSettings,
  ticketActivity,
  ticketAttachments,
  tickets,
  ticketWatchers,
} from '../../server/db/schema/index.ts';
import { makeDistrictArchive } from '../../server/features/bulk-operations/district-archive.ts';
import { restoreDistrictArchive } from '../../server/features/bulk-operations/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import {
  multipartForm,
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleGif,
  samplePdf,
  samplePng,
  sampleXlsx,
} from '../support/sample-files.ts';
import { call, createTestApp, startListening, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

async function newTicket(cookie = w.cookies.adminA, title = 'Projector in room 4') {
  const res = await call(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId: w.districtA.id, title, description: 'No signal' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function comment(ticketId: string, visibility: 'public' | 'internal', cookie = w.cookies.techA) {
  const res = await call(t.app, 'POST', `/api/tickets/${ticketId}/comments`, {
    cookie,
    body: { body: `A ${visibility} comment` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.activity?.id ?? res.body.id) as string;
  // Comment visibility comes with the tickets branch: set here as it will be stored.
  await t.db.update(ticketActivity).set({ visibility }).where(eq(ticketActivity.id, id));
  return id;
}

function upload(
  ticketId: string,
  fileName: string,
  content: Buffer,
  opts: { cookie?: string; commentId?: string; field?: string } = {},
) {
  const form = multipartForm([
    ...(opts.commentId ? [{ name: 'commentId', value: opts.commentId }] : []),
    { name: opts.field ?? 'file', fileName, content },
  ]);
  return call(t.app, 'POST', `/api/tickets/${ticketId}/attachments`, {
    cookie: opts.cookie ?? w.cookies.techA,
    body: form.body,
    headers: form.headers,
  });
}

const download = (id: string, cookie = w.cookies.techA, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/attachments/${id}${query}`, headers: { cookie: cookie! } });

const list = (ticketId: string, cookie = w.cookies.techA) =>
  call(t.app, 'GET', `/api/tickets/${ticketId}/attachments`, { cookie });

describe('uploading (POST /api/tickets/:id/attachments)', () => {
  it('keeps every accepted kind, typed by its content, and gives back the same bytes', async () => {
    const ticketId = await newTicket();
    const files: [string, Buffer, string][] = [
      ['screen.png', samplePng(), 'image/png'],
      ['spinner.gif', sampleGif(), 'image/gif'],
      ['manual.pdf', await samplePdf(), 'application/pdf'],
      ['steps.docx', sampleDocx(), DOCX],
      ['devices.xlsx', await sampleXlsx(), XLSX],
      ['old memo.doc', sampleCompoundFile('WordDocument'), 'application/msword'],
      ['old sheet.xls', sampleCompoundFile('Workbook'), 'application/vnd.ms-excel'],
      ['error.log', Buffer.from('12:01 printer offline\n12:02 retry failed\n'), 'text/plain'],
      ['rooms.csv', Buffer.from('room,device\n4,projector\n'), 'text/csv'],
    ];
    const ids: string[] = [];
    for (const [name, bytes, type] of files) {
      const res = await upload(ticketId, name, bytes);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), name, type, size: bytes.length });
      ids.push(res.body.id);
    }
    for (const [i, [, bytes, type]] of files.entries()) {
      const res = await download(ids[i]!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type.startsWith('text/') ? `${type}; charset=utf-8` : type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }

    const listed = await list(ticketId);
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { name: string }) => a.name)).toEqual(files.map(([name]) => name));
    expect(listed.body[0]).toEqual({
      id: ids[0],
      name: 'screen.png',
      type: 'image/png',
      size: files[0]![1].length,
      activityId: null,
      createdAt: expect.any(String),
      isImage: true,
      uploadedByName: 'Test technician',
    });
    expect(listed.body.filter((a: { isImage: boolean }) => a.isImage)).toHaveLength(2);
  });

  it('refuses what the content says is not accepted, or contradicts the name', async () => {
    const ticketId = await newTicket();
    const exe = await upload(ticketId, 'invoice.pdf', sampleExe());
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(
      'invoice.pdf is not a file type the portal accepts (images, PDF, text and office documents).',
    );
    const png = await upload(ticketId, 'contract.pdf', samplePng());
    expect(png.status).toBe(400);
    expect(png.body.message).toBe(M.contentMismatch('contract.pdf', 'a PNG image'));
    const text = await upload(ticketId, 'letter.docx', Buffer.from('not really a document'));
    expect(text.body.message).toBe(M.contentMismatch('letter.docx', 'plain text'));
    const utf16 = await upload(ticketId, 'notes.txt', Buffer.from('\ufeffhello', 'utf16le'));
    expect(utf16.body.message).toBe(M.notAccepted('notes.txt'));
    const msi = await upload(ticketId, 'setup.doc', sampleCompoundFile('SummaryInformation'));
    expect(msi.body.message).toBe(M.notAccepted('setup.doc'));
    const empty = await upload(ticketId, 'empty.txt', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.empty('empty.txt'));
    expect((await list(ticketId)).body).toEqual([]);
  });

  it('keeps a safe name, with the content’s extension when the name has none it accepts', async () => {
    const ticketId = await newTicket();
    const res = await upload(ticketId, '..\\..\\scan\u202Egnp.exe', await samplePdf());
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('scangnp.exe.pdf');
    const page = await upload(ticketId, 'page.html', Buffer.from('<script>alert(1)</script>'));
    expect(page.body).toMatchObject({ name: 'page.html.txt', type: 'text/plain' });
  });

  it('asks for the file field, and one file only', async () => {
    const ticketId = await newTicket();
    const wrongField = await upload(ticketId, 'a.png', samplePng(), { field: 'photo' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(M.noFile);
    const json = await call(t.app, 'POST', `/api/tickets/${ticketId}/attachments`, {
      cookie: w.cookies.techA,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(M.noFile);
    const two = multipartForm([
      { name: 'file', fileName: 'a.png', content: samplePng() },
      { name: 'file', fileName: 'b.png', content: samplePng() },
    ]);
    const res = await call(t.app, 'POST', `/api/tickets/${ticketId}/attachments`, {
      cookie: w.cookies.techA,
      body: two.body,
      headers: two.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.oneFile);
  });

  it('refuses a file over 10 MB with 413 and the reason', async () => {
    const ticketId = await newTicket();
    const big = Buffer.concat([await samplePdf(), Buffer.alloc(10 * MB)]);
    const res = await upload(ticketId, 'big scan.pdf', big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('big scan.pdf is larger than the 10 MB limit.');
    // Exactly at the limit is accepted.
    const pdf = await samplePdf();
    const atLimit = Buffer.concat([pdf, Buffer.alloc(10 * MB - pdf.length)]);
    expect((await upload(ticketId, 'full.pdf', atLimit)).status).toBe(201);
  });

  it('keeps to the district’s lower limit', async () => {
    const ticketId = await newTicket();
    await t.db.insert(districtSettings).values({
      districtId: w.districtA.id,
      timezone: 'America/New_York',
      schoolDayStart: '07:00',
      schoolDayEnd: '16:00',
      slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
      attachmentLimitMb: 2,
    });
    try {
      const res = await upload(ticketId, 'photo.png', Buffer.concat([samplePng(), Buffer.alloc(3 * MB)]));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('photo.png is larger than the 2 MB limit.');
      expect((await upload(ticketId, 'ok.png', Buffer.concat([samplePng(), Buffer.alloc(MB)]))).status).toBe(
        201,
      );
    } finally {
      await t.db.delete(districtSettings).where(eq(districtSettings.districtId, w.districtA.id));
    }
  });

  it('answers a browser over HTTP: the 413 with its reason, and a name in UTF-8', async () => {
    const server = await startListening(t.database);
    try {
      const ticketId = await newTicket();
      const send = (name: string, bytes: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        return fetch(`${server.base}/api/tickets/${ticketId}/attachments`, {
          method: 'POST',
          body: form,
          headers: { cookie: w.cookies.techA!, origin: 'http://localhost:5000', host: 'localhost:5000' },
        });
      };
      const tooBig = await send('huge.png', Buffer.concat([samplePng(), Buffer.alloc(11 * MB)]));
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toEqual({ message: 'huge.png is larger than the 10 MB limit.' });
      const ok = await send('Café menu – März.pdf', await samplePdf());
      expect(ok.status).toBe(201);
      const { id, name } = (await ok.json()) as { id: string; name: string };
      expect(name).toBe('Café menu – März.pdf');
      expect((await download(id)).headers['content-disposition']).toBe(
        `attachment; filename="Caf_ menu _ M_rz.pdf"; filename*=UTF-8''Caf%C3%A9%20menu%20%E2%80%93%20M%C3%A4rz.pdf`,
      );
    } finally {
      await server.close();
    }
  });

  it('attaches to a comment of the ticket, and to no other', async () => {
    const ticketId = await newTicket();
    const other = await newTicket();
    const commentId = await comment(ticketId, 'internal');
    const res = await upload(ticketId, 'trace.txt', Buffer.from('traceroute output'), { commentId });
    expect(res.status).toBe(201);
    expect((await list(ticketId)).body[0]).toMatchObject({ activityId: commentId });
    const elsewhere = await upload(other, 'trace.txt', Buffer.from('x'), { commentId });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(M.commentNotFound);
    const bad = await upload(ticketId, 'trace.txt', Buffer.from('x'), { commentId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.badCommentId);
  });
});

describe('downloading (GET /api/attachments/:id)', () => {
  it('is a download that no browser sniffs or runs, an image inline only when asked', async () => {
    const ticketId = await newTicket();
    const png = (await upload(ticketId, 'screen.png', samplePng())).body.id as string;
    const pdf = (await upload(ticketId, 'manual.pdf', await samplePdf())).body.id as string;

    const file = await download(pdf);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="manual.pdf"; filename*=UTF-8''manual.pdf`,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    // Inline is for images (thumbnails) only.
    expect((await download(pdf, w.cookies.techA, '?inline=1')).headers['content-disposition']).toMatch(
      /^attachment;/,
    );
    const image = await download(png, w.cookies.viewerA, '?inline=1');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="screen.png"/);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(png, w.cookies.techA, '?inline=yes')).statusCode).toBe(400);
  });

  it('is another district’s: 404, as a missing one', async () => {
    const ticketId = await newTicket();
    const id = (await upload(ticketId, 'screen.png', samplePng())).body.id as string;
    expect((await download(id, w.cookies.adminB)).statusCode).toBe(404);
    expect((await list(ticketId, w.cookies.adminB)).status).toBe(404);
    expect((await upload(ticketId, 'x.png', samplePng(), { cookie: w.cookies.adminB })).status).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Five Star staff reach every district.
    expect((await download(id, w.cookies.provider)).statusCode).toBe(200);
  });
});

describe('requesters', () => {
  it('reach their own tickets’ files, the ticket’s and its public comments’ only', async () => {
    const requester = w.people.requesterA;
    const cookie = w.cookies.requesterA;
    const own = await newTicket();
    await t.db.update(tickets).set({ requesterId: requester.id }).where(eq(tickets.id, own));
    const internal = await comment(own, 'internal');
    const publicReply = await comment(own, 'public');
    const onTicket = (await upload(own, 'staff.png', samplePng())).body.id as string;
    const onInternal = (await upload(own, 'internal.txt', Buffer.from('staff only'), { commentId: internal }))
      .body.id as string;
    const onPublic = (await upload(own, 'answer.pdf', await samplePdf(), { commentId: publicReply })).body
      .id as string;

    const mine = await upload(own, 'my screen.png', samplePng(), { cookie });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const seen = await list(own, cookie);
    expect(seen.status).toBe(200);
    expect(seen.body.map((a: { id: string }) => a.id)).toEqual([onTicket, onPublic, mine.body.id]);
    expect((await download(onPublic, cookie)).statusCode).toBe(200);
    expect((await download(onTicket, cookie)).statusCode).toBe(200);
    const hidden = await download(onInternal, cookie);
    expect(hidden.statusCode).toBe(404);
    expect(JSON.parse(hidden.body).message).toBe(M.notFound);
    // Staff see all four.
    expect((await list(own)).body).toHaveLength(4);

    // Not to an internal note, nor to someone else's comment.
    const onNote = await upload(own, 'x.txt', Buffer.from('x'), { cookie, commentId: internal });
    expect(onNote.status).toBe(400);
    expect(onNote.body.message).toBe(M.commentNotFound);
    expect((await upload(own, 'x.txt', Buffer.from('x'), { cookie, commentId: publicReply })).status).toBe(
      400,
    );
  });

  it('reach a ticket they watch, and never another’s ticket (404)', async () => {
    const cookie = w.cookies.requesterA;
    const someone = await makeUser(t.db, { role: 'requester', districtId: w.districtA.id });
    const theirs = await newTicket();
    await t.db.update(tickets).set({ requesterId: someone.id }).where(eq(tickets.id, theirs));
    const file = (await upload(theirs, 'theirs.png', samplePng())).body.id as string;
    expect((await list(theirs, cookie)).status).toBe(404);
    expect((await download(file, cookie)).statusCode).toBe(404);
    const refused = await upload(theirs, 'x.png', samplePng(), { cookie });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(M.ticketNotFound);

    await t.db
      .insert(ticketWatchers)
      .values({ districtId: w.districtA.id, ticketId: theirs, userId: w.people.requesterA.id });
    expect((await list(theirs, cookie)).body.map((a: { id: string }) => a.id)).toEqual([file]);
    expect((await download(file, cookie)).statusCode).toBe(200);
    expect((await upload(theirs, 'mine.png', samplePng(), { cookie })).status).toBe(201);

    // A requester signed in later sees the same (their own session, their own tickets).
    const again = await signIn(t.app, someone.email);
    expect((await list(theirs, again)).body).toHaveLength(2);
  });
});

describe('district backups', () => {
  it('carry the files: a restore keeps their bytes', async () => {
    const ticketId = await newTicket();
    const png = samplePng(64, 64, [200, 30, 30]);
    const pdf = await samplePdf('Kept across a restore');
    const pngId = (await upload(ticketId, 'kept.png', png)).body.id as string;
    const pdfId = (await upload(ticketId, 'kept.pdf', pdf)).body.id as string;

    const { archive, manifest } = await makeDistrictArchive(t.db, w.districtA.id);
    expect(manifest.tables.ticket_attachments).toBeGreaterThanOrEqual(2);
    // Each file is a file of the archive, not hex in the table's JSON.
    const entries = new Map<string, Buffer>();
    await pipeline(
      Readable.from([archive]),
      tar.t({
        onReadEntry: (entry) => {
          const chunks: Buffer[] = [];
          entry.on('data', (c: Buffer) => chunks.push(c));
          entry.on('end', () => entries.set(entry.path, Buffer.concat(chunks)));
        },
      }),
    );
    expect(entries.get(`files/ticket_attachments/${pngId}.content`)?.equals(png)).toBe(true);
    expect(entries.get(`files/ticket_attachments/${pdfId}.content`)?.equals(pdf)).toBe(true);
    const json = JSON.parse(entries.get('tables/ticket_attachments.json')!.toString()) as Record<
      string,
      unknown
    >[];
    expect(json.find((r) => r.id === pngId)).toMatchObject({ name: 'kept.png', size: png.length });
    expect(json.every((r) => !('content' in r))).toBe(true);

    // Into an empty install: the same ids and bytes.
    const other = await createTestDb();
    try {
      await restoreDistrictArchive(other.db, archive);
      const rows = await other.db
        .select({ id: ticketAttachments.id, content: ticketAttachments.content })
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticketId));
      const byId = new Map(rows.map((r) => [r.id, r.content]));
      expect(byId.get(pngId)?.equals(png)).toBe(true);
      expect(byId.get(pdfId)?.equals(pdf)).toBe(true);
    } finally {
      await other.drop();
    }

    // Into this install as a new district: new ids, the same bytes.
    const report = await restoreDistrictArchive(t.db, archive, { name: 'Restored with files' });
    const copies = await t.db
      .select({ name: ticketAttachments.name, content: ticketAttachments.content })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.districtId, report.districtId));
    expect(copies.find((c) => c.name === 'kept.png')?.content.equals(png)).toBe(true);
    expect(copies.find((c) => c.name === 'kept.pdf')?.content.equals(pdf)).toBe(true);
  });
});
