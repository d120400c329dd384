import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { secretOf } from '../../../domain/webhooks.ts';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { webhooks } from '../../db/schema/index.ts';
import { createVaultKeys } from '../vault/index.ts';

/** What a webhook's secret is sealed to: its district (or the provider) and its row. */
const contextOf = (districtId: string | null, webhookId: string) =>
  `webhook-secret:${districtId ?? 'provider'}:${webhookId}`;

/**
 * Webhook signing secrets: `whsec_` + base64 of 32 random bytes, shown once, stored sealed with the
 * district's data key (like integration credentials) or, for a provider-wide webhook, with the
 * master key itself (the key of provider secrets such as two-factor secrets).
 */
export function createWebhookSecrets(db: Db, masterKey: Buffer) {
  const keys = createVaultKeys(db, masterKey);
  const keyOf = async (districtId: string | null, runner: Db | Tx = db) =>
    districtId ? (await keys.keysOf(districtId, runner)).dataKey : masterKey;
  return {
    fresh: () => secretOf(randomBytes(32)),
    async seal(districtId: string | null, webhookId: string, secret: string, tx?: Tx) {
      return seal(await keyOf(districtId, tx), secret, contextOf(districtId, webhookId));
    },
    async open(districtId: string | null, webhookId: string, sealed: string) {
      return open(await keyOf(districtId), sealed, contextOf(districtId, webhookId));
    },
  };
}
export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;

/** Re-seals a district's webhook secrets under its new data key (`npm run vault:rotate-key -- --district`). */
export async function resealWebhookSecrets(
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
): Promise<number> {
  const rows = await tx
    .select({ id: webhooks.id, sealed: webhooks.secretSealed })
    .from(webhooks)
    .where(eq(webhooks.districtId, districtId));
  for (const row of rows)
    await tx
      .update(webhooks)
      .set({ secretSealed: reseal(row.sealed, contextOf(districtId, row.id)) })
      .where(eq(webhooks.id, row.id));
  return rows.length;
}
