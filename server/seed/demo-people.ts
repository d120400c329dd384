import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { districts, sites, users } from '../db/schema/index.ts';
import { type DemoRandom, demoRandom } from './demo-random.ts';

const FIRST = [
  'Ana',
  'Samuel',
  'Mei',
  'Dana',
  'Ravi',
  'Linh',
  'Grace',
  'Omar',
  'Beth',
  'Carlos',
  'Ruth',
  'Noah',
  'Keisha',
  'Diego',
  'Hannah',
  'Marcus',
  'Yuki',
  'Elena',
  'Tyler',
  'Fatima',
  'Jordan',
  'Sofia',
  'Caleb',
  'Nadia',
  'Ethan',
  'Rosa',
  'Isaac',
  'Leah',
  'Mateo',
  'Amara',
];
const LAST = [
  'Rivera',
  'Okafor',
  'Chen',
  'Daniels',
  'Patel',
  'Nguyen',
  'Holt',
  'Haddad',
  'Lawson',
  'Mendez',
  'Adler',
  'Brooks',
  'Yazzie',
  'Fischer',
  'Sandoval',
  'Whitaker',
  'Tanaka',
  'Morales',
  'Bennett',
  'Ibrahim',
  'Larsen',
  'Castillo',
  'Hughes',
  'Kowalski',
  'Reyes',
  'Begay',
  'Sullivan',
  'Park',
  'Romero',
  'Olsen',
];
const ELEMENTARY = [
  'Lincoln',
  'Washington',
  'Cottonwood',
  'Sunrise',
  'Mesa Verde',
  'Pinecrest',
  'Lakeview',
  'Aspen',
  'Roosevelt',
  'Willow Creek',
  'Sagebrush',
  'Jefferson',
  'Meadowbrook',
  'Canyon Ridge',
  'Harbor Point',
];
const STREETS = ['Main St', 'School Rd', 'Oak Ave', 'Ridge Dr', 'Mesa Blvd', 'Park Ave', 'Cedar Ln'];

export interface DemoPerson {
  firstName: string;
  lastName: string;
}

/** `count` different people, drawn for the district (the same draw for the same key). */
function people(rng: DemoRandom, count: number): DemoPerson[] {
  const firsts = rng.sample(FIRST, count);
  const lasts = rng.sample(LAST, count);
  return firsts.map((firstName, i) => ({ firstName, lastName: lasts[i]! }));
}

/** The district's staff (teachers who hold license seats and devices), by name. */
export const demoStaff = (code: string, count: number): DemoPerson[] =>
  people(demoRandom(`${code}:staff`), count);

/** A student of the district (the help portal's demo requester). */
export const demoStudent = (code: string): DemoPerson => people(demoRandom(`${code}:students`), 1)[0]!;

const emailOf = (p: DemoPerson, code: string) => {
  const user = `${p.firstName[0]}${p.lastName}`.toLowerCase().replace(/[^a-z]/g, '');
  return `${user}@${code.toLowerCase()}.demo`;
};

/** The district's schools: a high school and a middle school named for the town, and elementaries. */
export function demoSites(code: string, location: string | null) {
  const rng = demoRandom(`${code}:sites`);
  const town = (location ?? code).split(',')[0]!.trim();
  const principals = people(rng, 4);
  const names = [
    `${town} High School`,
    `${town} Middle School`,
    ...rng.sample(ELEMENTARY, rng.int(1, 2)).map((n) => `${n} Elementary`),
  ];
  return names.map((name, i) => ({
    name,
    address: `${rng.int(100, 4999)} ${rng.pick(STREETS)}, ${location ?? town}`,
    phone: `(555) 01${rng.int(10, 99)}-${rng.int(1000, 9999)}`,
    contactName: `${principals[i]!.firstName} ${principals[i]!.lastName}`,
  }));
}

/**
 * Each demo district's people and places: two or three technicians and a viewer (signing in with
 * the demo districts' password), and its schools as sites.
 */
export async function seedDemoPeople(db: Db, codes: string[], passwordHash: string): Promise<void> {
  const rows = await db
    .select({ id: districts.id, code: districts.code, location: districts.location })
    .from(districts)
    .where(inArray(districts.code, codes));
  await db.transaction(async (tx) => {
    for (const d of rows) {
      const rng = demoRandom(`${d.code}:people`);
      const crew = people(rng, 4);
      const technicians = crew.slice(0, rng.int(2, 3));
      const viewer = crew[3]!;
      await tx.insert(users).values([
        ...technicians.map((p) => ({
          ...p,
          email: emailOf(p, d.code),
          passwordHash,
          role: 'technician' as const,
          districtId: d.id,
          department: 'IT Infrastructure',
          isDemo: true,
        })),
        {
          ...viewer,
          email: emailOf(viewer, d.code),
          passwordHash,
          role: 'viewer' as const,
          districtId: d.id,
          department: 'Curriculum & Instruction',
          isDemo: true,
        },
      ]);
      await tx.insert(sites).values(demoSites(d.code, d.location).map((s) => ({ ...s, districtId: d.id })));
    }
  });
}
