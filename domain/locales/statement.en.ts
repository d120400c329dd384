import { DAMAGE_KIND_LABELS } from '../charges.ts';

/**
 * The family statement (server/features/charges/statement-pdf.ts), a letter to the family, in
 * English. The damages are the domain's words. Spanish: statement.es.ts (same keys); read with
 * statementText() (statement.ts).
 */
export const statementEn = {
  title: 'Family statement',
  student: 'Student',
  district: 'District',
  date: 'Statement date',
  intro: 'This statement lists the device charges of {{name}} with {{district}}.',
  columns: { date: 'Date', description: 'Description', status: 'Status', amount: 'Amount' },
  states: { open: 'Open', paid: 'Paid', waived: 'Waived' },
  kinds: DAMAGE_KIND_LABELS,
  totalDue: 'Total due',
  none: 'There are no charges.',
  howToPay: "Please pay open charges through the district's payment system or at the school office.",
  noCards: 'The portal never asks for card details.',
  questions: 'Questions? Please contact your school office.',
  page: 'Page {{page}} of {{pages}}',
  footer: 'Five Star district IT portal',
} as const;
