import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../domain/roles.ts';
import type { ServiceLevel } from '../../domain/tiers.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/client.ts';
import { districts, users } from '../../server/db/schema/index.ts';
import { call, sessionCookie } from './test-app.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';
let hashed: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

export async function makeDistrict(
  db: Db,
  opts: { serviceLevel?: ServiceLevel; name?: string; code?: string } = {},
) {
  const id = unique();
  const [row] = await db
    .insert(districts)
    .values({
      name: opts.name ?? `District ${id}`,
      code: opts.code ?? `D${id.toUpperCase()}`,
      serviceLevel: opts.serviceLevel ?? 'apex',
    })
    .returning();
  return row!;
}

export async function makeUser(
  db: Db,
  opts: { role: Role; districtId?: string | null; email?: string; firstName?: string },
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: opts.email ?? `${opts.role}-${unique()}@example.org`,
      passwordHash: await hashed,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.role,
      role: opts.role,
      districtId: opts.districtId ?? null,
    })
    .returning();
  return row!;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res);
}

export const ACTORS = [
  'anonymous',
  'provider',
  'adminA',
  'techA',
  'viewerA',
  'requesterA',
  'adminB',
  'waiting',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * The standard cast of the authorization tests: two districts (A and B, apex tier unless told),
 * a provider admin, district A's admin, technician, viewer and requester (Staff & Students),
 * district B's admin, and a
 * self-registered user who belongs to no district yet.
 */
export async function makeWorld(
  app: FastifyInstance,
  db: Db,
  opts: { tierA?: ServiceLevel; tierB?: ServiceLevel } = {},
) {
  const districtA = await makeDistrict(db, { serviceLevel: opts.tierA ?? 'apex' });
  const districtB = await makeDistrict(db, { serviceLevel: opts.tierB ?? 'apex' });
  const people = {
    provider: await makeUser(db, { role: 'provider_admin' }),
    adminA: await makeUser(db, { role: 'district_admin', districtId: districtA.id }),
    techA: await makeUser(db, { role: 'technician', districtId: districtA.id }),
    viewerA: await makeUser(db, { role: 'viewer', districtId: districtA.id }),
    requesterA: await makeUser(db, { role: 'requester', districtId: districtA.id }),
    adminB: await makeUser(db, { role: 'district_admin', districtId: districtB.id }),
    waiting: await makeUser(db, { role: 'viewer' }),
  };
  const cookies: Record<Actor, string | undefined> = { anonymous: undefined } as Record<
    Actor,
    string | undefined
  >;
  for (const [name, user] of Object.entries(people)) cookies[name as Actor] = await signIn(app, user.email);
  return { districtA, districtB, people, cookies };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;
