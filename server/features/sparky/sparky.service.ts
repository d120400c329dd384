import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  answersFromDistrictData,
  type ChatMessage,
  type ChatResponse,
  type Conversation,
  type ConversationSummary,
  type chatRequestSchema,
  conversationTitle,
  type Deflection,
  DISTRICT_DATA_MODEL,
  type deflectionInputSchema,
  type linkTicketSchema,
  SPARKY_MESSAGES,
} from '../../../domain/sparky.ts';
import { mayNameRecords, NO_RECORDS } from '../../../domain/sparky-data-questions.ts';
import { languageOf, SPANISH_NOTES } from '../../../domain/sparky-language.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import {
  districts,
  sparkyConversations,
  sparkyDeflections,
  sparkyMessages,
  tickets,
} from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { readDistrictSettings } from '../settings/index.ts';
import { dataAskConfidence, recognizeDataAsk } from './data-intents.ts';
import { createDistrictAnswers } from './district-answers.ts';
import { createDistrictRecords } from './district-records.ts';
import type { EngineReply, EngineTurn, SparkyEngine } from './engine-types.ts';
import type { KnowledgeStore } from './knowledge-store.ts';
import { ownMessage } from './own-message.ts';
import { createRecordAnswers } from './record-answers.ts';

type ChatInput = z.output<typeof chatRequestSchema>;
type LinkInput = z.output<typeof linkTicketSchema>;
type DeflectionInput = z.output<typeof deflectionInputSchema>;
type MessageRow = typeof sparkyMessages.$inferSelect;
type ConversationRow = typeof sparkyConversations.$inferSelect;

/** How many earlier messages an engine sees. */
const HISTORY_LIMIT = 20;
const LIST_LIMIT = 30;

function toMessage(row: MessageRow, rating: boolean | null = null): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    actionRequired: row.actionRequired,
    suggestedTicketTitle: row.suggestedTicketTitle,
    confidence: row.confidence,
    engine: row.engine,
    model: row.model,
    sources: row.sources,
    ticket: row.ticketSuggestion,
    linkedTicket:
      row.linkedTicketId && row.linkedTicketNumber
        ? { id: row.linkedTicketId, ticketNumber: row.linkedTicketNumber }
        : null,
    rating,
  };
}

/** A reply read from the district's data: a fact, so no action; confident as its match was good. */
function dataReply(message: string, confidence: number): EngineReply {
  return {
    message,
    actionRequired: 'none',
    suggestedTicketTitle: null,
    confidence,
    sources: [],
    ticket: null,
    engine: 'offline',
    model: DISTRICT_DATA_MODEL,
  };
}

function toSummary(row: ConversationRow, messageCount: number): ConversationSummary {
  return {
    sessionId: row.id,
    title: row.title,
    messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSparkyService({
  db,
  engine,
  knowledge,
}: {
  db: Db;
  engine: SparkyEngine;
  knowledge: KnowledgeStore;
}) {
  const districtData = createDistrictAnswers(db);
  const records = createDistrictRecords(db);
  const recordAnswers = createRecordAnswers(db);

  /** The district's on-call phone, shown with escalations. */
  const onCallPhoneOf = async (districtId: string) =>
    (await readDistrictSettings(db, districtId)).onCallPhone;

  /** The caller's own conversation in the district they work on; anything else is "not found". */
  async function ownConversation(id: Identity, sessionId: string, districtId: string | null) {
    const [row] = await db
      .select()
      .from(sparkyConversations)
      .where(
        and(
          eq(sparkyConversations.id, sessionId),
          eq(sparkyConversations.userId, id.userId),
          ...(districtId ? [eq(sparkyConversations.districtId, districtId)] : []),
        ),
      );
    if (!row) throw notFound(SPARKY_MESSAGES.conversationNotFound);
    return row;
  }

  async function history(conversation: ConversationRow): Promise<EngineTurn[]> {
    const rows = await db
      .select({ role: sparkyMessages.role, content: sparkyMessages.content, sources: sparkyMessages.sources })
      .from(sparkyMessages)
      .where(
        and(
          eq(sparkyMessages.districtId, conversation.districtId),
          eq(sparkyMessages.conversationId, conversation.id),
        ),
      )
      .orderBy(desc(sparkyMessages.createdAt), desc(sparkyMessages.role))
      .limit(HISTORY_LIMIT);
    return rows.reverse();
  }

  /**
   * Checks a question (who asks, for which district, in which conversation) before any answer is
   * written: what is refused is refused here, as an HTTP error, before a stream starts.
   */
  async function openTurn(id: Identity, input: ChatInput) {
    // The session decides who asks and for which district; a body naming somebody else is refused.
    if (input.userId && input.userId !== id.userId) throw forbidden(SPARKY_MESSAGES.notYourself);
    const districtId = resolveDistrict(id, input.districtId);
    const [district] = await db
      .select({ id: districts.id, code: districts.code })
      .from(districts)
      .where(eq(districts.id, districtId));
    if (!district) throw notFound('District not found.');
    const existing = input.sessionId ? await ownConversation(id, input.sessionId, districtId) : null;
    return { id, input, districtId, districtCode: district.code, existing, askedAt: new Date() };
  }
  type Turn = Awaited<ReturnType<typeof openTurn>>;

  /** The reply: from the district's data when the question is about it, else from the engine. */
  async function answer(
    turn: Turn,
    write?: { emit: (text: string) => void; signal?: AbortSignal },
  ): Promise<EngineReply> {
    const { id, input, districtId, districtCode, existing } = turn;
    // Questions about the district's own records are answered from its data, matched against
    // the caller's district only (as resolved above), before either engine: they work offline.
    // A requester's are recognised without the district's names, and answered with what Sparky
    // helps them with instead.
    const fromData = answersFromDistrictData(id.role);
    const directory =
      fromData && mayNameRecords(input.message) ? await records.directory(districtId) : NO_RECORDS;
    const ask = recognizeDataAsk(input.message, districtCode, directory);
    // The district's figures are written for staff, in English: a Spanish question gets them after
    // a short note in Spanish (docs/sparky.md#spanish).
    const spanish = languageOf(input.message) === 'es';
    if (ask && !fromData) {
      const text = spanish ? SPANISH_NOTES.requesterNoData : SPARKY_MESSAGES.requesterNoData;
      write?.emit(text);
      return dataReply(text, dataAskConfidence(ask));
    }
    if (ask) {
      const answer =
        ask.kind === 'record'
          ? await recordAnswers.answer({ districtId, role: id.role }, ask.question)
          : await districtData.answer({ districtId, districtCode, userId: id.userId }, ask.intent);
      const text = spanish ? `${SPANISH_NOTES.dataInEnglish}\n\n${answer}` : answer;
      write?.emit(text);
      return dataReply(text, dataAskConfidence(ask));
    }
    const engineInput = {
      message: input.message,
      history: existing ? await history(existing) : [],
      knowledge: await knowledge.indexFor(id.role),
    };
    return write ? engine.stream(engineInput, write.emit, write.signal) : engine.reply(engineInput);
  }

  /** Stores the question and its reply, so the conversation survives a reload. */
  async function store(turn: Turn, reply: EngineReply): Promise<ChatResponse> {
    const { id, input, districtId, existing, askedAt } = turn;
    const onCallPhone = reply.actionRequired === 'escalate' ? await onCallPhoneOf(districtId) : null;
    return db.transaction(async (tx) => {
      const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
      const conversation =
        existing ??
        (
          await tx
            .insert(sparkyConversations)
            .values({
              districtId,
              userId: id.userId,
              title: conversationTitle(input.message),
              createdAt: askedAt,
            })
            .returning()
        )[0]!;
      await tx.insert(sparkyMessages).values({
        districtId,
        conversationId: conversation.id,
        role: 'user',
        content: input.message,
        createdAt: askedAt,
      });
      const [saved] = await tx
        .insert(sparkyMessages)
        .values({
          districtId,
          conversationId: conversation.id,
          role: 'assistant',
          content: reply.message,
          actionRequired: reply.actionRequired,
          suggestedTicketTitle: reply.suggestedTicketTitle,
          confidence: reply.confidence,
          engine: reply.engine,
          model: reply.model,
          sources: reply.sources,
          ticketSuggestion: reply.ticket,
          createdAt: answeredAt,
        })
        .returning();
      await tx
        .update(sparkyConversations)
        .set({ updatedAt: answeredAt })
        .where(
          and(eq(sparkyConversations.districtId, districtId), eq(sparkyConversations.id, conversation.id)),
        );
      return {
        message: reply.message,
        sessionId: conversation.id,
        actionRequired: reply.actionRequired,
        suggestedTicketTitle: reply.suggestedTicketTitle,
        confidence: reply.confidence,
        messageId: saved!.id,
        timestamp: answeredAt.toISOString(),
        engine: reply.engine,
        model: reply.model,
        sources: reply.sources,
        ticket: reply.ticket,
        onCallPhone,
      };
    });
  }

  return {
    /** One question and its whole answer (POST /api/ai/chat). */
    async chat(id: Identity, input: ChatInput): Promise<ChatResponse> {
      const turn = await openTurn(id, input);
      return store(turn, await answer(turn));
    },

    /**
     * One question whose answer is written as it comes (POST /api/ai/chat/stream). The checks run
     * now; `write` then hands the words to `emit` and resolves with the stored reply. Nothing is
     * stored when the reply is interrupted or the asker goes away.
     */
    async openStream(id: Identity, input: ChatInput) {
      const turn = await openTurn(id, input);
      return {
        async write(emit: (text: string) => void, signal?: AbortSignal): Promise<ChatResponse> {
          return store(turn, await answer(turn, { emit, signal }));
        },
      };
    },

    /** The caller's recent conversations in the district, newest first. */
    async list(id: Identity, requestedDistrict?: string): Promise<ConversationSummary[]> {
      const districtId = resolveDistrict(id, requestedDistrict);
      const rows = await db
        .select({ conversation: sparkyConversations, messageCount: count(sparkyMessages.id) })
        .from(sparkyConversations)
        .leftJoin(
          sparkyMessages,
          and(
            eq(sparkyMessages.districtId, sparkyConversations.districtId),
            eq(sparkyMessages.conversationId, sparkyConversations.id),
          ),
        )
        .where(and(eq(sparkyConversations.districtId, districtId), eq(sparkyConversations.userId, id.userId)))
        .groupBy(sparkyConversations.id)
        .orderBy(desc(sparkyConversations.updatedAt))
        .limit(LIST_LIMIT);
      return rows.map((r) => toSummary(r.conversation, r.messageCount));
    },

    async get(id: Identity, sessionId: string): Promise<Conversation> {
      const conversation = await ownConversation(id, sessionId, id.districtId);
      const rows = await db
        .select()
        .from(sparkyMessages)
        .where(
          and(
            eq(sparkyMessages.districtId, conversation.districtId),
            eq(sparkyMessages.conversationId, conversation.id),
          ),
        )
        .orderBy(asc(sparkyMessages.createdAt), asc(sparkyMessages.role));
      const [ratings, onCallPhone, [solved]] = await Promise.all([
        knowledge.ratingsOf(
          conversation.districtId,
          rows.filter((r) => r.role === 'assistant').map((r) => r.id),
        ),
        onCallPhoneOf(conversation.districtId),
        db
          .select({ at: sparkyDeflections.createdAt })
          .from(sparkyDeflections)
          .where(
            and(
              eq(sparkyDeflections.districtId, conversation.districtId),
              eq(sparkyDeflections.conversationId, conversation.id),
            ),
          ),
      ]);
      return {
        ...toSummary(conversation, rows.length),
        messages: rows.map((r) => toMessage(r, ratings.get(r.id) ?? null)),
        onCallPhone,
        solvedAt: solved?.at.toISOString() ?? null,
      };
    },

    /** Records the ticket created from a reply's Create Ticket button, so the reply shows its number. */
    async linkTicket(id: Identity, messageId: string, input: LinkInput): Promise<ChatMessage> {
      const message = await ownMessage(db, id, messageId);
      if (message.role !== 'assistant') throw notFound(SPARKY_MESSAGES.messageNotFound);
      if (!message.actionRequired || message.actionRequired === 'none') {
        throw badRequest(SPARKY_MESSAGES.noTicketSuggested);
      }
      // Only a real ticket of the same district is linked, under its real number; a requester's
      // own tickets only (for them, or opened by them).
      const [ticket] = await db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          requesterId: tickets.requesterId,
          createdById: tickets.createdById,
        })
        .from(tickets)
        .where(and(eq(tickets.districtId, message.districtId), eq(tickets.id, input.ticketId)));
      const theirs =
        ticket &&
        (id.role !== 'requester' ||
          ticket.requesterId === id.userId ||
          (ticket.requesterId === null && ticket.createdById === id.userId));
      if (!theirs) throw notFound('Ticket not found.');
      const [updated] = await db
        .update(sparkyMessages)
        .set({ linkedTicketId: ticket.id, linkedTicketNumber: ticket.ticketNumber })
        .where(and(eq(sparkyMessages.districtId, message.districtId), eq(sparkyMessages.id, messageId)))
        .returning();
      const ratings = await knowledge.ratingsOf(message.districtId, [messageId]);
      return toMessage(updated!, ratings.get(messageId) ?? null);
    },

    /**
     * "That solved it": the caller's own conversation ended without a ticket. One per conversation
     * (saying it again answers the first); refused once a reply of it became a ticket.
     */
    async deflect(id: Identity, input: DeflectionInput): Promise<Deflection> {
      const conversation = await ownConversation(id, input.sessionId, id.districtId);
      const where = and(
        eq(sparkyMessages.districtId, conversation.districtId),
        eq(sparkyMessages.conversationId, conversation.id),
        eq(sparkyMessages.role, 'assistant'),
      );
      const [reply] = await db
        .select({ id: sparkyMessages.id })
        .from(sparkyMessages)
        .where(input.messageId ? and(where, eq(sparkyMessages.id, input.messageId)) : where)
        .orderBy(desc(sparkyMessages.createdAt))
        .limit(1);
      if (!reply) throw notFound(SPARKY_MESSAGES.messageNotFound);
      const [ticketed] = await db
        .select({ id: sparkyMessages.id })
        .from(sparkyMessages)
        .where(and(where, isNotNull(sparkyMessages.linkedTicketId)))
        .limit(1);
      if (ticketed) throw conflict(SPARKY_MESSAGES.alreadyTicketed);
      await db
        .insert(sparkyDeflections)
        .values({
          districtId: conversation.districtId,
          conversationId: conversation.id,
          messageId: reply.id,
          userId: id.userId,
        })
        .onConflictDoNothing({ target: sparkyDeflections.conversationId });
      const [row] = await db
        .select()
        .from(sparkyDeflections)
        .where(
          and(
            eq(sparkyDeflections.districtId, conversation.districtId),
            eq(sparkyDeflections.conversationId, conversation.id),
          ),
        );
      return {
        id: row!.id,
        sessionId: row!.conversationId,
        messageId: row!.messageId,
        createdAt: row!.createdAt.toISOString(),
      };
    },
  };
}
