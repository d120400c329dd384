// OneRoster 1.1 CSV binding (see docs/product.md#people): the files of a roster zip, their columns,
// and how a row of orgs.csv or users.csv becomes a site or a person. Pure rules; the server reads
// the zip and writes the rows.

import type { PersonRole, PersonStatus } from './people.ts';

/** The files of a OneRoster 1.1 CSV zip the import reads or counts (manifest.csv names each one's mode). */
export const ONEROSTER_FILES = [
  'manifest.csv',
  'orgs.csv',
  'users.csv',
  'classes.csv',
  'enrollments.csv',
  'academicSessions.csv',
  'courses.csv',
] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

/** The columns a file must have (in any order; others are ignored). */
export const ONEROSTER_REQUIRED_COLUMNS = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'status', 'dateLastModified', 'name', 'type'],
  'users.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'givenName',
    'familyName',
  ],
  'classes.csv': ['sourcedId', 'status', 'dateLastModified', 'title', 'courseSourcedId', 'schoolSourcedId'],
  'enrollments.csv': ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'userSourcedId', 'role'],
  'academicSessions.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
  ],
  'courses.csv': ['sourcedId', 'status', 'dateLastModified', 'title'],
} as const satisfies Record<OneRosterFile, readonly string[]>;

/** How manifest.csv says a file is processed: all of it (bulk), changes only (delta), or not sent. */
export type FileMode = 'bulk' | 'delta' | 'absent';

export const ONEROSTER_MESSAGES = {
  notZip: 'The file is not a zip archive. Upload the OneRoster CSV zip your SIS exports.',
  noManifest: 'The zip has no manifest.csv: it is not a OneRoster 1.1 CSV export.',
  wrongVersion: (v: string) =>
    `The manifest says OneRoster ${v || '(none)'}; this import reads OneRoster 1.1.`,
  badMode: (file: string, v: string) =>
    `The manifest's file.${file} is "${v}": it must be bulk, delta or absent.`,
  missingFile: (file: string) => `The manifest lists ${file} but the zip does not have it.`,
  missingColumns: (file: string, cols: string[]) => `${file} has no ${cols.join(', ')} column.`,
  noUsers: 'The manifest marks users.csv absent: there is nobody to import.',
  tooLarge: 'The zip is larger than 50 MB once unpacked.',
  sourcedIdRequired: 'sourcedId is empty.',
  duplicateSourcedId: (id: string) => `sourcedId ${id} appears twice in the file.`,
  nameRequired: 'givenName is empty.',
  badRole: (r: string) =>
    `role "${r}" is not a OneRoster role (student, teacher, administrator, aide, proctor, guardian, parent, relative).`,
  badStatus: (s: string) => `status "${s}" must be active or tobedeleted.`,
  deltaNeedsStatus: 'A delta file needs status and dateLastModified on every row.',
  badDate: (v: string) => `dateLastModified "${v}" is not an ISO date and time.`,
  badEmail: (v: string) => `email "${v}" is not an email address.`,
  unknownOrg: (id: string) =>
    `orgSourcedIds names ${id}, which is not in orgs.csv or among the district's sites.`,
  orgNameRequired: 'name is empty.',
  badOrgType: (t: string) =>
    `type "${t}" must be one of: department, school, district, local, state, national.`,
} as const;

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;

/** The manifest's modes per file; an unlisted file is absent. Errors name the bad property. */
export function readManifest(rows: Record<string, string>[]): {
  version: string;
  modes: Record<string, FileMode>;
  errors: string[];
} {
  const props = new Map(rows.map((r) => [(r.propertyName ?? '').trim(), (r.value ?? '').trim()]));
  const errors: string[] = [];
  const version = props.get('oneroster.version') ?? '';
  if (version !== '1.1') errors.push(ONEROSTER_MESSAGES.wrongVersion(version));
  const modes: Record<string, FileMode> = {};
  for (const file of ONEROSTER_FILES) {
    if (file === 'manifest.csv') continue;
    const name = file.replace(/\.csv$/, '');
    const value = (props.get(`file.${name}`) ?? 'absent').toLowerCase();
    if (value === 'bulk' || value === 'delta' || value === 'absent') modes[file] = value;
    else {
      errors.push(ONEROSTER_MESSAGES.badMode(name, value));
      modes[file] = 'absent';
    }
  }
  return { version, modes, errors };
}

/** OneRoster's user roles as the portal's: guardians, parents and relatives are not rostered people. */
export function personRoleOf(oneRosterRole: string): PersonRole | 'skip' | null {
  switch (oneRosterRole.trim().toLowerCase()) {
    case 'student':
      return 'student';
    case 'teacher':
      return 'teacher';
    case 'administrator':
    case 'aide':
    case 'proctor':
      return 'staff';
    case 'guardian':
    case 'parent':
    case 'relative':
      return 'skip';
    default:
      return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A row's status and dateLastModified: blank in a bulk file, required in a delta. */
function rowChange(
  row: Record<string, string>,
  mode: 'bulk' | 'delta',
): { ok: true; deleted: boolean; modifiedAt: Date | null } | { ok: false; message: string } {
  const status = (row.status ?? '').trim().toLowerCase();
  const modified = (row.dateLastModified ?? '').trim();
  if (mode === 'delta' && (!status || !modified))
    return { ok: false, message: ONEROSTER_MESSAGES.deltaNeedsStatus };
  if (status && status !== 'active' && status !== 'tobedeleted')
    return { ok: false, message: ONEROSTER_MESSAGES.badStatus(status) };
  let modifiedAt: Date | null = null;
  if (modified) {
    const at = new Date(modified);
    if (!ISO_DATE_TIME.test(modified) || Number.isNaN(at.getTime()))
      return { ok: false, message: ONEROSTER_MESSAGES.badDate(modified) };
    modifiedAt = at;
  }
  return { ok: true, deleted: status === 'tobedeleted', modifiedAt };
}

export interface MappedOrg {
  sourcedId: string;
  name: string;
  type: (typeof ORG_TYPES)[number];
  deleted: boolean;
  modifiedAt: Date | null;
}

/** One orgs.csv row: schools become sites (by name); the district and others only resolve ids. */
export function mapOrgRow(
  row: Record<string, string>,
  mode: 'bulk' | 'delta',
): { ok: true; org: MappedOrg } | { ok: false; message: string } {
  const sourcedId = (row.sourcedId ?? '').trim();
  if (!sourcedId) return { ok: false, message: ONEROSTER_MESSAGES.sourcedIdRequired };
  const change = rowChange(row, mode);
  if (!change.ok) return change;
  const name = (row.name ?? '').trim().slice(0, 200);
  if (!name && !change.deleted) return { ok: false, message: ONEROSTER_MESSAGES.orgNameRequired };
  const type = (row.type ?? '').trim().toLowerCase();
  if (!(ORG_TYPES as readonly string[]).includes(type))
    return { ok: false, message: ONEROSTER_MESSAGES.badOrgType(type) };
  return {
    ok: true,
    org: {
      sourcedId,
      name,
      type: type as MappedOrg['type'],
      deleted: change.deleted,
      modifiedAt: change.modifiedAt,
    },
  };
}

export interface MappedPerson {
  sisId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: PersonRole;
  grade: string | null;
  /** The sourcedIds of its orgs, in the file's order: the first school is its site. */
  orgSourcedIds: string[];
  status: PersonStatus;
  modifiedAt: Date | null;
}

/**
 * One users.csv row as a person. `tobedeleted` (delta) and `enabledUser=false` make the person
 * withdrawn, not gone: their devices and tickets stay theirs until recovered.
 */
export function mapUserRow(
  row: Record<string, string>,
  mode: 'bulk' | 'delta',
): { ok: true; person: MappedPerson } | { ok: true; skip: true } | { ok: false; message: string } {
  const sisId = (row.sourcedId ?? '').trim();
  if (!sisId) return { ok: false, message: ONEROSTER_MESSAGES.sourcedIdRequired };
  const change = rowChange(row, mode);
  if (!change.ok) return change;
  const role = personRoleOf(row.role ?? '');
  if (role === null) return { ok: false, message: ONEROSTER_MESSAGES.badRole(row.role ?? '') };
  if (role === 'skip') return { ok: true, skip: true };
  const firstName = (row.givenName ?? '').trim().slice(0, 100);
  if (!firstName && !change.deleted) return { ok: false, message: ONEROSTER_MESSAGES.nameRequired };
  const rawEmail =
    (row.email ?? '').trim() || ((row.username ?? '').includes('@') ? row.username!.trim() : '');
  if (rawEmail && !EMAIL.test(rawEmail)) return { ok: false, message: ONEROSTER_MESSAGES.badEmail(rawEmail) };
  const enabled = (row.enabledUser ?? '').trim().toLowerCase() !== 'false';
  const grade = (row.grades ?? '').split(',')[0]?.trim() || null;
  return {
    ok: true,
    person: {
      sisId,
      firstName,
      lastName: (row.familyName ?? '').trim().slice(0, 100),
      email: rawEmail ? rawEmail.toLowerCase().slice(0, 254) : null,
      role,
      grade: grade ? grade.slice(0, 20) : null,
      orgSourcedIds: (row.orgSourcedIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      status: change.deleted || !enabled ? 'withdrawn' : 'active',
      modifiedAt: change.modifiedAt,
    },
  };
}

/** A delta row older than what the portal already has changes nothing. */
export function isStale(incoming: Date | null, stored: Date | null): boolean {
  return incoming !== null && stored !== null && incoming.getTime() < stored.getTime();
}
