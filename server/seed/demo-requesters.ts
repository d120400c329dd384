import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Priority } from '../../domain/priorities.ts';
import { OFFLINE_MODEL_NAME } from '../../domain/sparky.ts';
import {
  formatTicketNumber,
  type TicketCategory,
  type TicketStatus,
  ticketCounterDeltas,
} from '../../domain/tickets.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { Db, Tx } from '../db/client.ts';
import { bumpDistrictStats, ticketStatsDeltas } from '../db/district-stats.ts';
import {
  activityLog,
  assetHistory,
  assets,
  districts,
  sparkyConversations,
  sparkyDeflections,
  sparkyMessages,
  ticketActivity,
  ticketCounters,
  tickets,
  users,
} from '../db/schema/index.ts';
import { demoStaff, demoStudent } from './demo-people.ts';

/** The help portal's people of a demo district: a teacher and a student (Staff & Students). */
export const demoRequesterEmail = (code: string, who: 'teacher' | 'student') =>
  `${who}@${code.toLowerCase()}.demo`;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

interface PortalTicket {
  requesterId: string;
  assetId: string | null;
  source: 'portal' | 'sparky';
  title: string;
  description: string;
  priority: Priority;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: Date;
  /** A technician's public reply (the requester reads it in My tickets). */
  reply?: { by: { id: string; name: string }; body: string; at: Date };
}

/** A ticket of the portal, numbered after the district's others, with its timeline and counters. */
async function openTicket(tx: Tx, district: { id: string; code: string }, t: PortalTicket, by: string) {
  const [counter] = await tx
    .insert(ticketCounters)
    .values({ districtId: district.id, lastNumber: 1 })
    .onConflictDoUpdate({
      target: ticketCounters.districtId,
      set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` },
    })
    .returning({ n: ticketCounters.lastNumber });
  const number = counter!.n;
  const ticketNumber = formatTicketNumber(district.code, number);
  const worked = t.status !== 'open';
  const [row] = await tx
    .insert(tickets)
    .values({
      districtId: district.id,
      number,
      ticketNumber,
      title: t.title,
      description: t.description,
      priority: t.priority,
      category: t.category,
      status: t.status,
      assigneeId: t.reply?.by.id ?? null,
      createdById: t.requesterId,
      requesterId: t.requesterId,
      assetId: t.assetId,
      source: t.source,
      createdAt: t.createdAt,
      updatedAt: t.reply?.at ?? t.createdAt,
    })
    .returning({ id: tickets.id });
  const base = { districtId: district.id, ticketId: row!.id };
  await tx.insert(ticketActivity).values([
    { ...base, actorId: t.requesterId, kind: 'created', toValue: 'open', createdAt: t.createdAt },
    ...(worked && t.reply
      ? [
          {
            ...base,
            actorId: t.reply.by.id,
            kind: 'status' as const,
            fromValue: 'open',
            toValue: t.status,
            createdAt: t.reply.at,
          },
          {
            ...base,
            actorId: t.reply.by.id,
            kind: 'comment' as const,
            body: t.reply.body,
            visibility: 'public' as const,
            createdAt: new Date(t.reply.at.getTime() + 1000),
          },
        ]
      : []),
  ]);
  await bumpDistrictStats(tx, district.id, ticketStatsDeltas(ticketCounterDeltas(null, t)));
  await tx.insert(activityLog).values({
    districtId: district.id,
    actorId: t.requesterId,
    action: 'ticket_created',
    summary: `${by} opened ${ticketNumber}: ${t.title}`,
    createdAt: t.createdAt,
  });
  return { id: row!.id, ticketNumber };
}

/** Hands an asset to a person with an account, as the asset form does. */
async function handOver(
  tx: Tx,
  asset: { id: string; districtId: string },
  person: { id: string; name: string },
) {
  const checkedOutOn = ago(30 * DAY)
    .toISOString()
    .slice(0, 10);
  await tx
    .update(assets)
    .set({ assignedUserId: person.id, assignedTo: person.name, assignedType: 'person', checkedOutOn })
    .where(eq(assets.id, asset.id));
  await tx.insert(assetHistory).values({
    districtId: asset.districtId,
    assetId: asset.id,
    action: 'checked_out',
    assignee: person.name,
    assigneeType: 'person',
    checkedOutOn,
    actorName: 'Five Star onboarding',
    createdAt: ago(30 * DAY),
  });
}

/**
 * The help portal of every demo district with tickets (FS Ascend and up): a teacher (who already
 * holds a laptop of the inventory) and a student (handed a Chromebook), both signing in with the
 * demo districts' password. The student reported a problem with the Chromebook and got a public
 * reply; the teacher asked Sparky twice: once "That solved it", once "I still need help".
 */
export async function seedDemoRequesters(db: Db, codes: string[], passwordHash: string): Promise<void> {
  const rows = await db
    .select({ id: districts.id, code: districts.code, serviceLevel: districts.serviceLevel })
    .from(districts)
    .where(inArray(districts.code, codes));
  await db.transaction(async (tx) => {
    for (const district of rows) {
      if (!tierAllows(district.serviceLevel, 'ascend')) continue;
      const teacherName = demoStaff(district.code, 6)[0]!;
      const studentName = demoStudent(district.code);
      const [teacher, student] = await tx
        .insert(users)
        .values([
          {
            ...teacherName,
            email: demoRequesterEmail(district.code, 'teacher'),
            passwordHash,
            role: 'requester' as const,
            districtId: district.id,
            department: 'Grade 7 Science',
            isDemo: true,
          },
          {
            ...studentName,
            email: demoRequesterEmail(district.code, 'student'),
            passwordHash,
            role: 'requester' as const,
            districtId: district.id,
            department: 'Grade 10',
            isDemo: true,
            // Outside Benson (whose people the browser tests sign in as) the student reads Spanish:
            // a first start shows the portal and its mail in Spanish (docs/product.md#spanish).
            locale: district.code === 'BENSON' ? 'en' : 'es',
          },
        ])
        .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
      const named = (u: { id: string; firstName: string; lastName: string }) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`,
      });
      const t = named(teacher!);
      const s = named(student!);
      const [technician] = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.districtId, district.id), eq(users.role, 'technician')))
        .orderBy(users.email)
        .limit(1);

      // The teacher's laptops of the inventory are now theirs in My devices.
      const laptops = await tx
        .update(assets)
        .set({ assignedUserId: t.id })
        .where(and(eq(assets.districtId, district.id), eq(assets.assignedTo, t.name)))
        .returning({ id: assets.id });
      const inStock = (category: string) =>
        tx
          .select({ id: assets.id, districtId: assets.districtId })
          .from(assets)
          .where(
            and(
              eq(assets.districtId, district.id),
              eq(assets.category, category),
              eq(assets.status, 'active'),
              isNull(assets.assignedTo),
            ),
          )
          .orderBy(assets.assetTag)
          .limit(1);
      const [chromebook] = await inStock('chromebook');
      if (chromebook) await handOver(tx, chromebook, s);
      // A teacher without a laptop of the inventory gets one from stock (else a tablet or a Chromebook).
      for (const category of laptops.length === 0 ? ['laptop', 'tablet', 'chromebook'] : []) {
        const [device] = await inStock(category);
        if (!device) continue;
        await handOver(tx, device, t);
        break;
      }

      await openTicket(
        tx,
        district,
        {
          requesterId: s.id,
          assetId: chromebook?.id ?? null,
          source: 'portal',
          title: 'Chromebook keyboard is missing two keys',
          description: 'The N and M keys came off my Chromebook and I cannot type my essay.',
          priority: 'medium',
          category: 'hardware',
          status: technician ? 'in_progress' : 'open',
          createdAt: ago(2 * DAY),
          ...(technician
            ? {
                reply: {
                  by: named(technician),
                  body: 'Bring it to the library at lunch tomorrow: we will swap the keyboard while you eat.',
                  at: ago(DAY),
                },
              }
            : {}),
        },
        s.name,
      );

      // Sparky for the teacher: a how-to that solved it, and a problem that became a ticket.
      const conversation = async (title: string, at: Date) =>
        (
          await tx
            .insert(sparkyConversations)
            .values({ districtId: district.id, userId: t.id, title, createdAt: at, updatedAt: at })
            .returning({ id: sparkyConversations.id })
        )[0]!.id;
      const turn = async (
        conversationId: string,
        question: string,
        answer: string,
        at: Date,
        suggestion?: { title: string; category: TicketCategory },
      ) => {
        await tx.insert(sparkyMessages).values({
          districtId: district.id,
          conversationId,
          role: 'user',
          content: question,
          createdAt: at,
        });
        const [reply] = await tx
          .insert(sparkyMessages)
          .values({
            districtId: district.id,
            conversationId,
            role: 'assistant',
            content: answer,
            actionRequired: suggestion ? 'create_ticket' : 'none',
            suggestedTicketTitle: suggestion?.title ?? null,
            ticketSuggestion: suggestion ? { priority: 'medium', category: suggestion.category } : null,
            confidence: 0.82,
            engine: 'offline',
            model: OFFLINE_MODEL_NAME,
            createdAt: new Date(at.getTime() + 2000),
          })
          .returning({ id: sparkyMessages.id });
        return reply!.id;
      };
      const wifiAt = ago(5 * DAY);
      const wifi = await conversation('How do I connect my phone to the staff Wi-Fi?', wifiAt);
      const wifiReply = await turn(
        wifi,
        'How do I connect my phone to the staff Wi-Fi?',
        '1. Open Settings > Wi-Fi on your phone.\n2. Choose the staff network.\n3. Sign in with your district email and password.\n4. Accept the certificate when asked.',
        wifiAt,
      );
      await tx.insert(sparkyDeflections).values({
        districtId: district.id,
        conversationId: wifi,
        messageId: wifiReply,
        userId: t.id,
        createdAt: new Date(wifiAt.getTime() + 60_000),
      });
      const projectorAt = ago(3 * DAY);
      const projector = await conversation('The projector in my classroom shows no signal', projectorAt);
      const projectorReply = await turn(
        projector,
        'The projector in my classroom shows no signal',
        '1. Check that the HDMI cable is pushed in at both ends.\n2. Press the Source button until HDMI 1 shows.\n3. Try another cable if you have one.\nIf it still shows no signal, a technician should look at it.',
        projectorAt,
        { title: 'Projector shows no signal', category: 'hardware' },
      );
      const ticket = await openTicket(
        tx,
        district,
        {
          requesterId: t.id,
          assetId: null,
          source: 'sparky',
          title: 'Projector shows no signal',
          description: `Conversation with Sparky\n\nUser:\nThe projector in my classroom shows no signal\n\nSparky:\nCheck the HDMI cable, the Source button, another cable. Still no signal.`,
          priority: 'medium',
          category: 'hardware',
          status: 'open',
          createdAt: new Date(projectorAt.getTime() + 5 * 60_000),
        },
        t.name,
      );
      await tx
        .update(sparkyMessages)
        .set({ linkedTicketId: ticket.id, linkedTicketNumber: ticket.ticketNumber })
        .where(eq(sparkyMessages.id, projectorReply));
    }
  });
}
