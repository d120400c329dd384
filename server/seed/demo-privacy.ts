import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { districts, privacyExports, users } from '../db/schema/index.ts';
import { buildPrivacyExport } from '../features/privacy-subjects/index.ts';
import { demoAdminEmail } from './demo-accounts.ts';
import { demoRequesterEmail } from './demo-requesters.ts';

/**
 * Student Privacy's "A person's data" (issue 36): each demo district has one ready export, of its
 * demo student, asked for by its administrator, so a first start shows a Download.
 */
export async function seedDemoPrivacy(db: Db, codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.code, code));
    if (!district) continue;
    const found = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.districtId, district.id),
          inArray(users.email, [demoRequesterEmail(code, 'student'), demoAdminEmail(code)]),
        ),
      );
    const student = found.find((u) => u.email === demoRequesterEmail(code, 'student'));
    const admin = found.find((u) => u.email === demoAdminEmail(code));
    if (!student) continue;
    const [row] = await db
      .insert(privacyExports)
      .values({
        districtId: district.id,
        userId: student.id,
        subjectLabel: `${student.firstName} ${student.lastName}`.trim(),
        requestedBy: admin?.id ?? null,
      })
      .returning({ id: privacyExports.id });
    await buildPrivacyExport(db, row!.id);
  }
}
