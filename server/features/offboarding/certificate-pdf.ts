import { certificateLines, type Offboarding } from '../../../domain/offboarding.ts';
import { ensureRoom, INK, MARGIN, MUTED, openReport, RULE } from '../../lib/report-pdf-frame.ts';

const formatNumber = (n: number) => n.toLocaleString('en-US');

// The certificate of deletion (docs/product.md#district-offboarding): in the portal's report
// frame, what was deleted, when and by whom, the archive's hash, and the rows per table.

export async function certificatePdf(o: Offboarding, generatedAt: Date): Promise<Buffer> {
  const c = certificateLines(o, generatedAt);
  const { doc, finish } = await openReport({
    title: `${c.title}: ${o.districtName}`,
    subject: o.districtName,
  });
  const width = doc.page.width - MARGIN * 2;
  const labelWidth = 150;

  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(
    `Five Star has deleted the data of ${o.districtName} from the district IT portal, as the district asked when it left.`,
    MARGIN,
    doc.y,
    { width },
  );
  doc.moveDown(1);

  for (const [label, value] of c.facts) {
    const y = doc.y;
    const mono = label === 'Archive SHA-256' || label === 'District id';
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc
      .font(mono ? 'Courier' : 'Helvetica-Bold')
      .fontSize(mono ? 9 : 10)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth + 5, y, { width: width - labelWidth - 5 });
    doc.y = Math.max(doc.y, y + 12) + 4;
  }

  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text('Rows deleted per table', MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    doc.text('Table', MARGIN, y, { width: width - 120, lineBreak: false });
    doc.text('Rows', MARGIN + width - 120, y, { width: 120, align: 'right', lineBreak: false });
    doc
      .moveTo(MARGIN, y + 13)
      .lineTo(MARGIN + width, y + 13)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 18;
  };
  header();
  for (const r of c.rows) {
    if (doc.y + 16 > doc.page.height - MARGIN - 20) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc
      .font('Courier')
      .fontSize(9)
      .fillColor(INK)
      .text(r.table, MARGIN, y, { width: width - 120, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(formatNumber(r.rows), MARGIN + width - 120, y, { width: 120, align: 'right', lineBreak: false });
    doc.y = y + 14;
  }
  ensureRoom(doc, 40);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text('Total', MARGIN, y + 6, { width: width - 120 });
  doc.text(formatNumber(c.total), MARGIN + width - 120, y + 6, { width: 120, align: 'right' });
  doc.y = y + 26;

  ensureRoom(doc, 90);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(c.statement, MARGIN, doc.y, { width });
  doc.moveDown(1);
  doc.fontSize(9).fillColor(MUTED).text(c.generatedAt, MARGIN, doc.y, { width });

  return finish({
    title: c.title,
    lines: [`${o.districtName} (${o.districtCode})`, c.generatedAt],
  });
}
