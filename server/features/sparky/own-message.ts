import { and, eq } from 'drizzle-orm';
import { SPARKY_MESSAGES } from '../../../domain/sparky.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { sparkyConversations, sparkyMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A message of one of the caller's own conversations (in their district); anything else is "not found". */
export async function ownMessage(db: Db, id: Identity, messageId: string) {
  const [found] = await db
    .select({ message: sparkyMessages })
    .from(sparkyMessages)
    .innerJoin(
      sparkyConversations,
      and(
        eq(sparkyConversations.districtId, sparkyMessages.districtId),
        eq(sparkyConversations.id, sparkyMessages.conversationId),
      ),
    )
    .where(
      and(
        eq(sparkyMessages.id, messageId),
        eq(sparkyConversations.userId, id.userId),
        ...(id.districtId ? [eq(sparkyMessages.districtId, id.districtId)] : []),
      ),
    );
  if (!found) throw notFound(SPARKY_MESSAGES.messageNotFound);
  return found.message;
}
