import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_LIMIT_MB,
  ATTACHMENT_NAME_MAX,
  attachmentDisposition,
  attachmentLimitBytes,
  attachmentLimitMb,
  attachmentUploadFieldsSchema,
  decideAttachment,
  extensionOf,
  formatFileSize,
  isImageType,
  isPlainText,
  legacyOfficeType,
  ATTACHMENT_MESSAGES as M,
  sanitiseAttachmentName,
} from './attachments.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const binary = { mime: null, text: false };
const text = { mime: null, text: true };

describe('the type of an attachment, from its content and its name', () => {
  it('accepts each accepted type whose name agrees', () => {
    expect(decideAttachment('scan.pdf', { mime: PDF, text: false })).toEqual({
      ok: true,
      type: PDF,
      name: 'scan.pdf',
    });
    expect(decideAttachment('Photo.JPG', { mime: 'image/jpeg', text: false })).toMatchObject({
      ok: true,
      type: 'image/jpeg',
      name: 'Photo.JPG',
    });
    expect(decideAttachment('notes.docx', { mime: DOCX, text: false })).toMatchObject({
      ok: true,
      type: DOCX,
    });
    expect(decideAttachment('old.xls', { mime: 'application/vnd.ms-excel', text: false })).toMatchObject({
      ok: true,
    });
  });

  it('takes text without a magic number as text/plain, or text/csv when named .csv', () => {
    expect(decideAttachment('log.txt', text)).toEqual({ ok: true, type: 'text/plain', name: 'log.txt' });
    expect(decideAttachment('rows.csv', text)).toEqual({ ok: true, type: 'text/csv', name: 'rows.csv' });
    expect(decideAttachment('README', text)).toEqual({ ok: true, type: 'text/plain', name: 'README.txt' });
    // Markup is text too: kept as text, named so that it opens as text.
    expect(decideAttachment('page.html', text)).toEqual({
      ok: true,
      type: 'text/plain',
      name: 'page.html.txt',
    });
  });

  it('refuses content of no accepted type, whatever the name', () => {
    for (const mime of ['application/x-msdownload', 'application/zip', 'application/x-cfb', 'image/svg+xml'])
      expect(decideAttachment('report.pdf', { mime, text: false })).toEqual({
        ok: false,
        message: M.notAccepted('report.pdf'),
      });
    expect(decideAttachment('data.bin', binary)).toEqual({ ok: false, message: M.notAccepted('data.bin') });
    expect(M.notAccepted('a.exe')).toBe(
      'a.exe is not a file type the portal accepts (images, PDF, text and office documents).',
    );
  });

  it('refuses a name that the content contradicts', () => {
    expect(decideAttachment('invoice.pdf', { mime: 'image/png', text: false })).toEqual({
      ok: false,
      message: 'invoice.pdf is not what its name says: its content is a PNG image.',
    });
    expect(decideAttachment('letter.docx', text)).toEqual({
      ok: false,
      message: M.contentMismatch('letter.docx', 'plain text'),
    });
    expect(decideAttachment('sheet.xlsx', { mime: DOCX, text: false }).ok).toBe(false);
  });

  it('lets types of one family wear each other’s extension', () => {
    expect(decideAttachment('photo.png', { mime: 'image/jpeg', text: false })).toMatchObject({
      ok: true,
      type: 'image/jpeg',
      name: 'photo.png',
    });
    expect(decideAttachment('memo.doc', { mime: DOCX, text: false })).toMatchObject({ ok: true, type: DOCX });
  });

  it('adds the content’s extension to a name without an accepted one', () => {
    expect(decideAttachment('scan', { mime: PDF, text: false })).toMatchObject({ name: 'scan.pdf' });
    expect(decideAttachment('setup.exe', { mime: PDF, text: false })).toMatchObject({
      name: 'setup.exe.pdf',
    });
    const long = `${'a'.repeat(ATTACHMENT_NAME_MAX)}`;
    const decided = decideAttachment(long, { mime: 'image/png', text: false });
    expect(decided).toMatchObject({ ok: true });
    if (decided.ok) {
      expect(decided.name.endsWith('.png')).toBe(true);
      expect(decided.name.length).toBe(ATTACHMENT_NAME_MAX);
    }
  });

  it('never accepts a name whose extension is not the content’s family, for any content', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/png', PDF, DOCX, 'application/msword', null),
        fc.boolean(),
        fc.string({ maxLength: 20 }),
        (mime, isText, stem) => {
          const name = sanitiseAttachmentName(stem);
          const decided = decideAttachment(name, { mime, text: isText });
          if (!decided.ok) return;
          expect(isImageType(decided.type)).toBe(mime === 'image/png');
          expect(extensionOf(decided.name)).not.toBe('');
        },
      ),
    );
  });

  it('sees images as images only', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType(PDF)).toBe(false);
  });
});

describe('plain text and legacy office content', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('is text when valid UTF-8 without NUL', () => {
    expect(isPlainText(bytes('Room 4, projector: no signal\n'))).toBe(true);
    expect(isPlainText(bytes('Café, naïve, 日本語'))).toBe(true);
    expect(isPlainText(Uint8Array.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Uint8Array.from([0xc3, 0x28]))).toBe(false);
    // UTF-16 (Notepad's "Unicode") carries NULs: not taken as text.
    expect(isPlainText(Uint8Array.from([0xff, 0xfe, 0x61, 0x00]))).toBe(false);
  });

  it('tells a Word, Excel or PowerPoint compound file by its stream, and nothing else', () => {
    const cfb = (stream: string) => {
      const name = Array.from(stream).flatMap((c) => [c.charCodeAt(0), 0]);
      return Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, ...new Array(500).fill(0), ...name, 0, 0]);
    };
    expect(legacyOfficeType(cfb('WordDocument'))).toBe('application/msword');
    expect(legacyOfficeType(cfb('Workbook'))).toBe('application/vnd.ms-excel');
    expect(legacyOfficeType(cfb('PowerPoint Document'))).toBe('application/vnd.ms-powerpoint');
    // An installer is a compound file too.
    expect(legacyOfficeType(cfb('SummaryInformation'))).toBeNull();
  });
});

describe('names', () => {
  it('keeps the last path segment, without controls, bidi tricks or reserved characters', () => {
    expect(sanitiseAttachmentName('C:\\Users\\ms\\Desktop\\scan.pdf')).toBe('scan.pdf');
    expect(sanitiseAttachmentName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseAttachmentName('inv\u202Efdp.exe')).toBe('invfdp.exe');
    expect(sanitiseAttachmentName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(sanitiseAttachmentName('what?<now>.txt')).toBe('what__now_.txt');
    expect(sanitiseAttachmentName('  report   final .pdf. ')).toBe('report final .pdf');
    expect(sanitiseAttachmentName('...')).toBe('file');
    expect(sanitiseAttachmentName('')).toBe('file');
    expect(sanitiseAttachmentName('CON.txt')).toBe('_CON.txt');
  });

  it('cuts a long name before its extension', () => {
    const name = sanitiseAttachmentName(`${'é'.repeat(300)}.docx`);
    expect(Array.from(name)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('gives every name a safe form, whatever comes in', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = sanitiseAttachmentName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(Array.from(name).length).toBeLessThanOrEqual(ATTACHMENT_NAME_MAX);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be left.
        expect(name).not.toMatch(/[\u0000-\u001f\u007f/\\<>:"|?*\u202a-\u202e]/);
        expect(name.startsWith('.')).toBe(false);
        expect(sanitiseAttachmentName(name)).toBe(name);
      }),
    );
  });

  it('reads extensions', () => {
    expect(extensionOf('a.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('odd.ext with space')).toBe('');
  });

  it('downloads under the exact name, with an ASCII fallback', () => {
    expect(attachmentDisposition('scan.pdf')).toBe(
      `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
    );
    expect(attachmentDisposition('Café "menu" 100%.pdf')).toBe(
      `attachment; filename="Caf_ _menu_ 100_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22menu%22%20100%25.pdf`,
    );
    expect(attachmentDisposition('photo (1).png', true)).toBe(
      `inline; filename="photo (1).png"; filename*=UTF-8''photo%20%281%29.png`,
    );
  });
});

describe('limits', () => {
  it('is 10 MB, or the district’s lower limit', () => {
    expect(attachmentLimitMb(null)).toBe(ATTACHMENT_LIMIT_MB);
    expect(attachmentLimitMb(undefined)).toBe(10);
    expect(attachmentLimitMb(5)).toBe(5);
    expect(attachmentLimitMb(25)).toBe(10);
    expect(attachmentLimitMb(0)).toBe(1);
    expect(attachmentLimitBytes(2)).toBe(2 * 1024 * 1024);
    expect(M.tooLarge('big.pdf', 10)).toBe('big.pdf is larger than the 10 MB limit.');
  });

  it('says sizes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(18 * 1024)).toBe('18 KB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('takes an optional comment id', () => {
    expect(attachmentUploadFieldsSchema.parse({})).toEqual({});
    expect(attachmentUploadFieldsSchema.safeParse({ commentId: 'nope' }).error?.issues[0]?.message).toBe(
      M.badCommentId,
    );
  });
});
