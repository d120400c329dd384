import type { StatementLang } from '../../../domain/charges.ts';
import type { ChargeState, DamageKind } from '../../../domain/device-money.ts';
import { statementDescription, statementText } from '../../../domain/locales/statement.ts';
import { formatCents } from '../../../domain/money.ts';
import { ensureRoom, INK, MARGIN, MUTED, openReport, RULE } from '../../lib/report-pdf-frame.ts';

// The family statement (docs/product.md#charges): a letter to the family in English or Spanish,
// in the portal's report frame: who, the charges one per line with their state, the total due,
// and how to pay (never by card through the portal).

export interface StatementInput {
  lang: StatementLang;
  district: string;
  person: { name: string; sisId: string | null; grade: string | null };
  /** The statement's day (YYYY-MM-DD). */
  date: string;
  charges: {
    createdAt: string;
    description: string;
    kind: DamageKind | null;
    model: string | null;
    assetTag: string | null;
    state: ChargeState;
    cents: number;
    paidOn: string | null;
  }[];
}

const STATE_COLORS: Record<ChargeState, string> = { open: '#b91c1c', paid: '#15803d', waived: MUTED };

export async function statementPdf(input: StatementInput): Promise<Buffer> {
  const t = statementText(input.lang);
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(t.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const short = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const { doc, finish } = await openReport({
    title: `${t.title}: ${input.person.name}`,
    subject: input.district,
    lang: t.locale,
  });
  const width = doc.page.width - MARGIN * 2;
  const cols = [
    { x: MARGIN, w: 95 },
    { x: MARGIN + 100, w: 240 },
    { x: MARGIN + 345, w: 80 },
    { x: MARGIN + 430, w: width - 430 },
  ];

  // Who and when.
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  const facts: [string, string][] = [
    [
      t.student,
      [input.person.name, input.person.sisId ? `(${input.person.sisId})` : ''].filter(Boolean).join(' '),
    ],
    [t.district, input.district],
    [t.date, day(input.date)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, MARGIN + 155, y, { width: width - 155 });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(t.intro(input.person.name, input.district), MARGIN, doc.y, { width });
  doc.moveDown(1);

  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    t.columns.forEach((c, i) => {
      doc.text(c, cols[i]!.x, y, { width: cols[i]!.w, align: i === 3 ? 'right' : 'left', lineBreak: false });
    });
    doc
      .moveTo(MARGIN, y + 14)
      .lineTo(MARGIN + width, y + 14)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 20;
  };

  if (input.charges.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(t.none, MARGIN, doc.y, { width });
  } else {
    header();
    for (const c of input.charges) {
      const description = statementDescription(input.lang, c);
      doc.font('Helvetica').fontSize(10);
      const state = t.states[c.state] + (c.state === 'paid' && c.paidOn ? `\n${short(c.paidOn)}` : '');
      const height =
        Math.max(
          14,
          doc.heightOfString(short(c.createdAt), { width: cols[0]!.w }),
          doc.heightOfString(description, { width: cols[1]!.w }),
          doc.heightOfString(state, { width: cols[2]!.w }),
        ) + 8;
      if (doc.y + height > doc.page.height - MARGIN - 20) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      doc.fillColor(INK).text(short(c.createdAt), cols[0]!.x, y, { width: cols[0]!.w });
      doc.text(description, cols[1]!.x, y, { width: cols[1]!.w });
      doc.fillColor(STATE_COLORS[c.state]).text(state, cols[2]!.x, y, { width: cols[2]!.w });
      doc
        .fillColor(c.state === 'waived' ? MUTED : INK)
        .text(formatCents(c.cents), cols[3]!.x, y, { width: cols[3]!.w, align: 'right' });
      doc.y = y + height;
      doc
        .moveTo(MARGIN, doc.y - 4)
        .lineTo(MARGIN + width, doc.y - 4)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
  }

  const due = input.charges.filter((c) => c.state === 'open').reduce((s, c) => s + c.cents, 0);
  ensureRoom(doc, 120);
  doc.moveDown(0.8);
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(t.totalDue, MARGIN, y, { width: width / 2 });
  doc.text(formatCents(due), MARGIN + width / 2, y, { width: width / 2, align: 'right' });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of [t.howToPay, t.noCards, t.questions]) {
    doc.text(line, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
  }
  return finish({
    title: t.title,
    lines: [`${input.person.name} · ${input.district}`, day(input.date)],
    page: t.page,
    footer: t.footer,
  });
}
