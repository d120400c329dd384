import { crc32, deflateSync } from 'node:zlib';

// Small real files for attachment tests, made here from their formats' specifications (no fixtures
// on disk): PNG, GIF, PDF, DOCX (a zip of Office Open XML parts), a legacy Office compound file,
// and a Windows executable's header.

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.from(type, 'ascii');
  return Buffer.concat([u32(data.length), head, data, u32(crc32(Buffer.concat([head, data])))]);
}

/** A PNG of `width` × `height` pixels of one colour (RGB), with a darker diagonal so it is not flat. */
export function samplePng(width = 48, height = 32, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) {
      const shade = Math.abs(x - y) < 2 ? 0.5 : 1;
      rows.push(...rgb.map((c) => Math.round(c * shade)));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF89a. */
export const sampleGif = (): Buffer =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A one-page PDF with a line of text, written by PDFKit. */
export async function samplePdf(line = 'Projector in room 4: no signal'): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text(line);
  doc.end();
  return done;
}

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const data = Buffer.from(value);
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document (Office Open XML) with one paragraph. */
export function sampleDocx(paragraph = 'Steps to reproduce'): Buffer {
  const wordMain = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${wordMain}">` +
      `<w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** An Excel workbook written by ExcelJS. */
export async function sampleXlsx(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Devices').addRows([
    ['Tag', 'Room'],
    ['BHS-0042', '4'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The start of a legacy Office compound file (what Word 97–2003 writes): the compound file header
 * and a directory sector naming the `stream` (UTF-16LE), e.g. 'WordDocument'.
 */
export function sampleCompoundFile(stream = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 0x40);
    directory.writeUInt8(type, at + 0x42);
  };
  entry(0, 'Root Entry', 5);
  entry(1, stream, 2);
  return Buffer.concat([header, directory]);
}

/** The first bytes of a Windows executable: an MZ header pointing to a PE signature. */
export function sampleExe(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'ascii');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x014c, 0x84); // i386
  return b;
}

/** A multipart/form-data body of fields and files, in the given order. */
export function multipartForm(
  parts: (
    | { name: string; value: string }
    | { name: string; fileName: string; content: Buffer; type?: string }
  )[],
) {
  const boundary = '----attachmentTest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
