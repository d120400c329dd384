import { and, eq, inArray } from 'drizzle-orm';
import { tierAllows } from '../../domain/tiers.ts';
import type { CreateVaultEntry } from '../../domain/vault.ts';
import type { Db } from '../db/client.ts';
import { districts, users } from '../db/schema/index.ts';
import { addVaultEntries } from '../features/vault/index.ts';
import { demoRandom } from './demo-random.ts';

type Entry = Omit<CreateVaultEntry, 'password' | 'districtId'>;
const entry = (e: Partial<Entry> & Pick<Entry, 'title' | 'category' | 'department'>): Entry => ({
  username: '',
  url: null,
  accessLevel: 'admin',
  sharedWith: [],
  expiryDate: null,
  twoFactorBackup: null,
  notes: null,
  ...e,
});

const ENTRIES: Entry[] = [
  entry({
    title: 'Firewall admin',
    username: 'admin',
    url: 'https://fw.{domain}',
    category: 'Network Infrastructure',
    department: 'IT Infrastructure',
    notes: 'Change windows: Friday after 6 pm only.',
  }),
  entry({
    title: 'Wi-Fi controller',
    username: 'netadmin',
    url: 'https://wlc.{domain}',
    category: 'Network Infrastructure',
    department: 'IT Infrastructure',
    accessLevel: 'department',
  }),
  entry({
    title: 'PowerSchool district admin',
    username: 'ps-admin',
    url: 'https://powerschool.{domain}',
    category: 'Student Information System',
    department: 'IT Administration',
    twoFactorBackup: '4821-9930 1177-2045 6603-8812',
  }),
  entry({
    title: 'Google Workspace super admin',
    username: 'itadmin@{domain}',
    url: 'https://admin.google.com',
    category: 'Email & Collaboration',
    department: 'IT Administration',
  }),
  entry({
    title: 'Door access system',
    username: 'facilities',
    category: 'Facilities & Security',
    department: 'Facilities',
    accessLevel: 'department',
  }),
  entry({
    title: 'Canvas LMS admin',
    username: 'lms-admin',
    url: 'https://canvas.{domain}',
    category: 'Learning Management',
    department: 'Curriculum & Instruction',
    accessLevel: 'public',
    sharedWith: ['Curriculum coordinators'],
  }),
];
const WORDS = [
  'Mesa',
  'Falcon',
  'Harbor',
  'Cedar',
  'Quartz',
  'Summit',
  'Prairie',
  'Canyon',
  'Juniper',
  'Orbit',
];

/** A district's sample credentials, the firewall and the Wi-Fi controller always among them. */
export function demoVaultEntries(code: string): CreateVaultEntry[] {
  const rng = demoRandom(`${code}:vault`);
  const domain = `${code.toLowerCase()}.k12.example`;
  const picks = [...ENTRIES.slice(0, 2), ...rng.sample(ENTRIES.slice(2), rng.int(1, 3))];
  return picks.map((e) => ({
    ...e,
    username: e.username.replace('{domain}', domain),
    url: e.url?.replace('{domain}', domain) ?? null,
    password: `${rng.pick(WORDS)}-${rng.pick(WORDS)}-${rng.int(10, 99)}!${rng.pick(WORDS).toLowerCase()}`,
  }));
}

/** The vault of each district that has it (Ascend and above), sealed with the master key. */
export async function seedDemoVault(db: Db, codes: string[], masterKey: Buffer): Promise<void> {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  for (const d of rows) {
    if (!tierAllows(d.serviceLevel, 'ascend')) continue;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.districtId, d.id), eq(users.role, 'district_admin')));
    if (admin) await addVaultEntries(db, masterKey, d.id, admin.id, demoVaultEntries(d.code));
  }
}
