import { and, eq, inArray } from 'drizzle-orm';
import {
  type RuleAction,
  type RuleConditions,
  ruleConditionsSchema,
  SHIPPED_AUTO_CLOSE,
} from '../../domain/rules.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { Db } from '../db/client.ts';
import { districts, ticketRules, users } from '../db/schema/index.ts';
import { DEMO_ADMIN_EMAIL } from './demo-accounts.ts';

const when = (c: Partial<RuleConditions>): RuleConditions => ({ ...ruleConditionsSchema.parse({}), ...c });

/**
 * Ticket rules for the demo: Five Star's template escalating critical tickets, and each district
 * with Support (FS Ascend and up) a rule raising network outages, on, and the shipped auto-close
 * template copied, off (its administrator tries it in the simulator first).
 */
export async function seedDemoRules(db: Db, codes: string[]) {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  await db.transaction(async (tx) => {
    await tx
      .insert(ticketRules)
      .values({
        districtId: null,
        name: 'Critical tickets go to Five Star',
        enabled: true,
        position: 1,
        trigger: 'created',
        conditions: when({ priorities: ['critical'] }),
        actions: [{ type: 'escalate' }, { type: 'notify', to: 'district_admins' }] as RuleAction[],
        createdById: provider?.id,
        updatedById: provider?.id,
      })
      .onConflictDoNothing();
    for (const district of rows) {
      if (!tierAllows(district.serviceLevel, 'ascend')) continue;
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.districtId, district.id), eq(users.role, 'district_admin')))
        .orderBy(users.email)
        .limit(1);
      await tx
        .insert(ticketRules)
        .values([
          {
            districtId: district.id,
            name: 'Network outages are urgent',
            enabled: true,
            position: 1,
            trigger: 'created' as const,
            conditions: when({
              words: ['outage', 'network down', 'internet down', 'no internet', 'wifi down'],
            }),
            actions: [
              { type: 'set_priority', priority: 'high' },
              { type: 'set_category', category: 'network' },
              { type: 'notify', to: 'district_admins' },
            ] as RuleAction[],
            createdById: admin?.id,
            updatedById: admin?.id,
          },
          {
            districtId: district.id,
            ...SHIPPED_AUTO_CLOSE,
            position: 2,
            createdById: admin?.id,
            updatedById: admin?.id,
          },
        ])
        .onConflictDoNothing();
    }
  });
}
