import { z } from 'zod';
import { formatCents } from './money.ts';

// A person's data (issue 36; docs/product.md#a-persons-data): subject access (everything the portal
// holds about one person, as one ZIP) and erasure (keeping what the law or an open charge requires).

/** How a person is named once their data is erased (tickets, device history, audit entries). */
export const ERASED_LABEL = 'Erased person';
/** What a comment they wrote says once they are erased: their words were their data. */
export const ERASED_COMMENT = '(Removed: written by a person whose data was erased.)';
/** Exports are deleted this many days after they were asked for. */
export const EXPORT_KEEP_DAYS = 7;
/** The most subjects a search answers. */
export const SUBJECT_SEARCH_LIMIT = 20;

export const SUBJECT_MESSAGES = {
  exactlyOne: 'Choose one person: give a personId or a userId, not both.',
  personNotFound: 'That person was not found in this district.',
  exportNotFound: 'That export was not found (exports are deleted after 7 days).',
  notReady: 'The export is not ready yet.',
  eraseSelf: 'You cannot erase your own account.',
  lastAdministrator: 'This is the district’s only administrator: make another administrator first.',
  exportQueued: 'Export started. It is ready to download in a moment.',
  exportFailed: 'The export could not be started.',
  eraseFailed: 'The person could not be erased.',
  erased: 'Erased. What was kept, and why, is listed.',
  loadFailed: 'Exports could not be loaded.',
  searchFailed: 'People could not be searched.',
  empty: 'No exports in the last 7 days.',
} as const;

/** One kind of row an export holds: its file name stem, what it is, and whether it also comes as CSV. */
export interface ExportKind {
  key: string;
  label: string;
  holds: string;
  /** Many rows of the same columns: also a CSV next to the JSON. */
  csv: boolean;
}

/** Everything an export holds, in the order of its README. Secrets are never in it. */
export const EXPORT_KINDS = [
  {
    key: 'account',
    label: 'Portal account',
    holds:
      'The portal account: name, email, role, language, sign-in dates. Never the password hash or two-factor secrets.',
    csv: false,
  },
  {
    key: 'person',
    label: 'Roster record',
    holds:
      'The rostered person (student or staff) from the SIS or Google: name, email, grade, site, SIS id, status.',
    csv: false,
  },
  {
    key: 'sessions',
    label: 'Sign-in sessions',
    holds: 'Sessions of the account: when, from which address and browser. Never the session token.',
    csv: true,
  },
  {
    key: 'tickets',
    label: 'Tickets requested',
    holds: 'Help desk tickets the person requested.',
    csv: true,
  },
  { key: 'comments', label: 'Comments', holds: 'Ticket comments the person wrote.', csv: true },
  {
    key: 'devices',
    label: 'Devices',
    holds: 'Devices assigned to the person now.',
    csv: true,
  },
  {
    key: 'device_history',
    label: 'Device history',
    holds: 'Check-outs, check-ins and other device history lines naming the person.',
    csv: true,
  },
  {
    key: 'damage_reports',
    label: 'Damage reports',
    holds: 'Damage and loss reports of devices the person held.',
    csv: true,
  },
  { key: 'charges', label: 'Charges', holds: 'Fees and charges, open, paid or waived.', csv: true },
  {
    key: 'insurance',
    label: 'Device insurance',
    holds: 'Device insurance enrollments by school year.',
    csv: true,
  },
  { key: 'fee_waivers', label: 'Fee waivers', holds: 'The fee waiver, when there is one.', csv: true },
  {
    key: 'sparky_conversations',
    label: 'Sparky conversations',
    holds: 'Conversations with Sparky, the assistant.',
    csv: true,
  },
  {
    key: 'sparky_messages',
    label: 'Sparky messages',
    holds: 'Every message of those conversations.',
    csv: true,
  },
  {
    key: 'audit_entries',
    label: 'Audit log entries',
    holds: 'Audit log entries of acts by the person, or naming them.',
    csv: true,
  },
] as const satisfies readonly ExportKind[];
export type ExportKindKey = (typeof EXPORT_KINDS)[number]['key'];

/** The README.txt of an export: who, when, and what each file holds. */
export function exportReadme(subject: string, madeAt: string, counts: Record<string, number>): string {
  const lines = [
    `Everything the district IT portal holds about ${subject}, as of ${madeAt}.`,
    '',
    'Each kind of record is a JSON file (every column, as stored); kinds of many rows also come as a CSV.',
    'Secrets (password hashes, two-factor secrets, session tokens, sealed vault values) are never included.',
    '',
  ];
  for (const kind of EXPORT_KINDS) {
    const n = counts[kind.key] ?? 0;
    const files = kind.csv ? `${kind.key}.json, ${kind.key}.csv` : `${kind.key}.json`;
    lines.push(`${files} (${n} ${n === 1 ? 'row' : 'rows'}): ${kind.holds}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A file name from a person's name: letters, digits and dashes. */
export function exportFileName(subject: string): string {
  const stem = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${stem || 'person'}.zip`;
}

// ---- Erasure rules ----

/** What erasure finds that the law or an open charge makes it keep. */
export interface ErasureFacts {
  /** Open charges of the person (the charge and the name on it stay until paid or waived). */
  openCharges: { description: string; amountCents: number }[];
  /** Devices the person holds now (the assignment stays until the device is returned). */
  heldDevices: { assetTag: string; name: string }[];
  /** Audit log entries naming the person or acts by them. */
  auditEntries: number;
}

export interface KeptItem {
  what: string;
  why: string;
}

/** Why an open charge is kept: "owes $45.00 (open charge)". */
export const openChargeWhy = (cents: number) => `owes ${formatCents(cents)} (open charge)`;

/**
 * The erasure's rules, as pure decisions (see docs/product.md#a-persons-data):
 * - deleted: the account (and its sessions, notifications, watches and Sparky conversations), the
 *   roster record, insurance enrollments, fee waivers, closed charges and earlier exports;
 * - anonymised: tickets they requested stay for the district's records with the requester removed
 *   and their name and email in the text replaced by "Erased person"; comments they wrote have their
 *   body replaced; device history lines and damage reports lose their name;
 * - kept: an open charge (with the person's name on it, until paid or waived), the assignment of a
 *   device they still hold (until it is returned), and audit log entries (the district's legal
 *   record of administrative acts, anonymised).
 * While a charge is open or a device is held, the roster record stays, reduced to the name and SIS id.
 */
export function erasurePlan(facts: ErasureFacts): { keepPersonRecord: boolean; kept: KeptItem[] } {
  const kept: KeptItem[] = [];
  for (const c of facts.openCharges)
    kept.push({ what: `Charge "${c.description}" and the name on it`, why: openChargeWhy(c.amountCents) });
  for (const d of facts.heldDevices)
    kept.push({
      what: `Assignment of ${d.assetTag} · ${d.name}`,
      why: 'holds the device (kept until it is returned)',
    });
  if (facts.openCharges.length + facts.heldDevices.length > 0)
    kept.push({
      what: 'Roster record, reduced to the name and SIS id',
      why: 'an open charge or a held device names the person',
    });
  if (facts.auditEntries > 0)
    kept.push({
      what: `${facts.auditEntries} audit log ${facts.auditEntries === 1 ? 'entry' : 'entries'}, with the name replaced by "${ERASED_LABEL}"`,
      why: 'the legal record of administrative acts',
    });
  kept.push({
    what: 'E-Rate and CIPA records',
    why: 'federal program evidence (they name devices and the district, not the person)',
  });
  return { keepPersonRecord: facts.openCharges.length + facts.heldDevices.length > 0, kept };
}

/** The words naming a person in free text: full names and emails (at least 3 characters). */
export function identifiersOf(names: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const n of names) {
    const t = n?.trim();
    if (t && t.length >= 3) found.add(t);
  }
  // Longest first: "Maria Lopez Garcia" before "Maria Lopez".
  return [...found].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every identifier (any case) replaced by "Erased person". */
export function anonymise(text: string, identifiers: readonly string[]): string {
  if (identifiers.length === 0) return text;
  const pattern = new RegExp(identifiers.map(escapeRegExp).join('|'), 'gi');
  return text.replace(pattern, ERASED_LABEL);
}

/** Does `text` name any identifier (any case)? */
export const names = (text: string | null | undefined, identifiers: readonly string[]) =>
  !!text && identifiers.some((i) => text.toLowerCase().includes(i.toLowerCase()));

/** A JSON value with every string anonymised (audit entries' before/after). */
export function anonymiseJson<T>(value: T, identifiers: readonly string[]): T {
  if (typeof value === 'string') return anonymise(value, identifiers) as T;
  if (Array.isArray(value)) return value.map((v) => anonymiseJson(v, identifiers)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, anonymiseJson(v, identifiers)])) as T;
  return value;
}

// ---- Schemas ----

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

/** Who a request is about: exactly one of a roster record or a portal account. */
export const subjectRequestSchema = z
  .object({
    districtId,
    personId: z.uuid({ error: 'Not a valid person id' }).optional(),
    userId: z.uuid({ error: 'Not a valid account id' }).optional(),
  })
  .refine((b) => (b.personId ? 1 : 0) + (b.userId ? 1 : 0) === 1, {
    message: SUBJECT_MESSAGES.exactlyOne,
    path: ['personId'],
  });
export type SubjectRequest = z.infer<typeof subjectRequestSchema>;

export const subjectSearchQuerySchema = z.object({
  districtId,
  q: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
});

/** A person as the picker shows them: a roster record, a portal account, or both. */
export const subjectSchema = z.object({
  personId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  /** "Student · grade 7", "Staff account". */
  hint: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: 'Queued',
  running: 'Building',
  ready: 'Ready',
  failed: 'Failed',
};

export const privacyExportSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  personId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  subject: z.string(),
  status: z.enum(EXPORT_STATUSES),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When it is deleted. */
  expiresAt: z.string(),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

export const exportQueuedSchema = z.object({ jobId: z.uuid() });
export const exportListQuerySchema = z.object({ districtId });

export const erasureResultSchema = z.object({
  /** Rows deleted, by kind. */
  erased: z.record(z.string(), z.number().int()),
  /** Rows kept with the person's name, email or authorship removed, by kind. */
  anonymised: z.record(z.string(), z.number().int()),
  kept: z.array(z.object({ what: z.string(), why: z.string() })),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** The labels of the counts of an erasure's answer. */
export const ERASURE_COUNT_LABELS: Record<string, string> = {
  account: 'Portal account',
  person: 'Roster record',
  sessions: 'Sign-in sessions',
  sparky_conversations: 'Sparky conversations',
  insurance: 'Insurance enrollments',
  fee_waivers: 'Fee waivers',
  charges: 'Paid or waived charges',
  exports: 'Earlier exports',
  tickets: 'Tickets requested',
  comments: 'Comments written',
  device_history: 'Device history lines',
  damage_reports: 'Damage reports',
  audit_entries: 'Audit log entries',
};
