import type { KnowledgeArticle } from './article.ts';

/** Printers and copiers. */
export const printingArticles: KnowledgeArticle[] = [
  {
    id: 'printer-offline',
    title: 'Printer shows offline or print jobs are stuck in the queue',
    keywords: [
      'printer offline',
      'print queue',
      'stuck print job',
      'will not print',
      'nothing prints',
      'printing',
      'print error',
    ],
    questions: [
      'My printer says it is offline',
      'I sent a print job and nothing comes out',
      'Print jobs are stuck in the queue',
    ],
    summary:
      'Offline printers are usually asleep, out of paper or holding a stuck job that blocks the queue.',
    steps: [
      'Walk to the printer: wake it, and check its screen for paper, toner or jam messages.',
      'On your computer open the print queue (Windows: Settings, Printers, Open queue) and cancel every stuck job.',
      'Turn the printer off, wait 30 seconds, and turn it on again.',
      'Print a test page; if it still says offline, remove the printer and add it again from the district print portal.',
      'On a Chromebook, check that the printer appears in Settings, Printers; district printers are pushed there automatically.',
    ],
    escalation:
      'If the printer is offline for everybody or shows a hardware error code, it needs a technician.',
    action: 'none',
    ticketTitle: 'Printer offline and not printing',
    ticket: { priority: 'medium', category: 'hardware' },
  },
  {
    id: 'printer-jam-toner',
    title: 'Paper jam, toner or print quality problems',
    keywords: [
      'paper jam',
      'paper stuck',
      'toner',
      'streaks',
      'faded print',
      'ink',
      'cartridge',
      'print quality',
      'smudged',
      'low toner',
    ],
    questions: [
      'There is a paper jam in the printer',
      'The printer is out of toner',
      'Printouts have streaks and are faded',
    ],
    summary:
      'Jams and toner swaps are quick fixes most staff can do; replacement toner comes from the building supply.',
    steps: [
      'For a jam, follow the animation on the printer screen: open only the doors it shows and pull the paper out slowly in the direction of the paper path.',
      'Check every tray for torn scraps; a small piece left behind causes the next jam.',
      'For low toner, take out the cartridge, shake it gently side to side five times and reinstall it to get a few more pages.',
      'Replace the toner with the spare from the building supply closet; the model is printed on the cartridge label.',
      "For streaks, run the cleaning or calibration routine from the printer's maintenance menu.",
    ],
    escalation:
      'Repeated jams in the same spot, grinding noises, or no spare toner left need a technician or a supply order.',
    action: 'none',
    ticketTitle: 'Printer jam or toner replacement needed',
    ticket: { priority: 'low', category: 'hardware' },
  },
  {
    id: 'add-printer',
    title: 'Add a printer to a laptop or Chromebook',
    keywords: [
      'add printer',
      'install printer',
      'connect to printer',
      'printer driver',
      'new printer',
      'printer not listed',
      'map printer',
    ],
    questions: [
      'How do I add the copier to my laptop?',
      'The library printer is not in my list of printers',
      'How do I install a printer on my new computer?',
    ],
    summary:
      'District printers install themselves from the print portal; you do not need administrator rights.',
    steps: [
      'On a district Windows laptop, open Software Center (or the print portal shortcut), choose Printers, and install the printer by room name.',
      "On a Mac, open Self Service, Printers, and click Install next to the building's printer.",
      'On a Chromebook, open Settings, Advanced, Printing; printers assigned to your building appear automatically when you are on the district network.',
      'Print a test page and set the printer as default if you use it daily.',
    ],
    escalation: 'A printer that is missing from the portal has to be added to it by a technician.',
    action: 'none',
    ticketTitle: 'Printer missing from print portal',
    ticket: { priority: 'low', category: 'software' },
  },
  {
    id: 'scan-to-email',
    title: 'Scan to email or scan to folder is not working on the copier',
    keywords: ['scan', 'scanner', 'scan to email', 'copier scan', 'scan to folder', 'pdf scan', 'mfp'],
    questions: [
      'Scan to email on the copier does not send anything',
      'How do I scan a document to my email?',
      'My scans never arrive in my inbox',
    ],
    summary: "Scans are sent from the copier's own address and often land in Spam or the quarantine digest.",
    steps: [
      'At the copier, sign in with your badge or code, choose Scan, Email, then "Send to me" rather than typing an address.',
      'Check your Spam folder and the daily quarantine digest for a message from the copier.',
      'Keep scans under 20 pages in colour or use black and white; very large scans exceed the email size limit.',
      'If the copier shows "SMTP error" or "authentication failed", write down the exact message for the technician.',
    ],
    escalation: 'SMTP and address-book errors on the copier are fixed by a technician.',
    action: 'none',
    ticketTitle: 'Copier scan to email failing',
    ticket: { priority: 'low', category: 'hardware' },
  },
];
