import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import {
  EMAIL_ATTACHMENT_LIMIT_MB,
  EMAIL_REFUSAL,
  EMAIL_INTAKE_MESSAGES as I,
  REFUSALS_PER_HOUR,
} from '../../../domain/email-channels.ts';
import {
  answerSuppressed,
  automaticMail,
  cleanEmailText,
  fileDecision,
  type HeaderBag,
  headerBag,
  isForward,
  limitText,
  looksLikeText,
  type Mailbox,
  messageIdsIn,
  senderOf,
  skippedFilesNote,
  ticketIdsIn,
  ticketNumberInSubject,
  titleFromSubject,
} from '../../../domain/email-intake.ts';
import type { Db } from '../../db/client.ts';
import { emailMessages, mailMessages, tickets, ticketWatchers } from '../../db/schema/index.ts';
import { renderMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ChannelRow } from './channel-store.ts';
import { createRequester, findSender, type IntakeDistrict, type SenderAccount } from './sender-accounts.ts';
import type { IntakeFile, TicketIntake } from './ticket-intake.ts';

/** Comments and descriptions as long as the tickets feature takes them. */
const COMMENT_MAX = 5000;
const DESCRIPTION_MAX = 10_000;

/** What one run knows of its channel and district. */
export interface IntakeContext {
  channel: ChannelRow;
  district: IntakeDistrict;
  requesterDomains: readonly string[];
  attachmentLimitMb: number | null;
  /** Every channel's address and the portal's From: mail from them is a loop. */
  ownAddresses: readonly string[];
  /** The host of the portal's Message-IDs (PUBLIC_URL's). */
  ownHost: string;
}

export interface IntakeDeps {
  db: Db;
  mailer: Mailer;
  tickets: TicketIntake;
}

export type IntakeOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'ticket' | 'reply'; ticketId: string }
  | { outcome: 'ignored' | 'refused'; reason: string }
  | { outcome: 'failed'; reason: string };

/** A stable id for a message without a Message-ID (or one that cannot be parsed): the same bytes, the same id. */
const syntheticId = (raw: Buffer) =>
  `<sha256.${createHash('sha256').update(raw).digest('hex')}@portal.invalid>`;

/** Parses a message; null when it cannot be read at all. */
async function parse(raw: Buffer): Promise<ParsedMail | null> {
  try {
    return await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  } catch {
    return null;
  }
}

/** The ticket a reply belongs to (in this district), by our Message-IDs, the request's own, then [CODE-0042]. */
async function threadTicket(db: Db, districtId: string, code: string, h: HeaderBag, subject: string) {
  const ids = messageIdsIn([...(h['in-reply-to'] ?? []), ...(h.references ?? [])]).slice(-50);
  const pick = { id: tickets.id, requesterId: tickets.requesterId, createdById: tickets.createdById };
  const ours = ticketIdsIn(ids);
  if (ours.length) {
    // Only a Message-ID of mail the portal really sent about that ticket (mail_messages) counts.
    const [t] = await db
      .select(pick)
      .from(tickets)
      .where(
        and(
          eq(tickets.districtId, districtId),
          inArray(tickets.id, ours),
          sql`exists (select 1 from ${mailMessages} m where m.ticket_id = ${tickets.id}
            and m.headers->>'messageId' in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )}))`,
        ),
      )
      .limit(1);
    if (t) return t;
  }
  if (ids.length) {
    // A reply to the request itself (someone answered all on the first message).
    const [m] = await db
      .select({ ticketId: emailMessages.ticketId })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.districtId, districtId),
          inArray(emailMessages.messageId, ids),
          isNotNull(emailMessages.ticketId),
        ),
      )
      .limit(1);
    if (m?.ticketId) {
      const [t] = await db
        .select(pick)
        .from(tickets)
        .where(and(eq(tickets.districtId, districtId), eq(tickets.id, m.ticketId)));
      if (t) return t;
    }
  }
  const number = ticketNumberInSubject(subject, code);
  if (number) {
    const [t] = await db
      .select(pick)
      .from(tickets)
      .where(and(eq(tickets.districtId, districtId), eq(tickets.ticketNumber, number)));
    if (t) return t;
  }
  return null;
}

/** May this account add to the ticket by email: its requester, a watcher, who opened it, or staff. */
async function mayReply(
  db: Db,
  account: SenderAccount & { kind: 'account' },
  ticket: { id: string; requesterId: string | null; createdById: string | null },
): Promise<boolean> {
  if (account.staff) return true;
  const me = account.user.id;
  if (ticket.requesterId === me || ticket.createdById === me) return true;
  const [watching] = await db
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(and(eq(ticketWatchers.ticketId, ticket.id), eq(ticketWatchers.userId, me)));
  return !!watching;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

/** Files kept from one message at most (a mail with hundreds of inline images keeps the first). */
const MAX_FILES = 20;

/** A file's name as a person reads it: no folders, no control characters, at most 200 characters. */
const fileName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, 200);

/** The message's files split into those kept (type found in the content) and those skipped, with why. */
async function filesOf(mail: ParsedMail, limitMb: number) {
  const { fileTypeFromBuffer } = await import('file-type');
  const limit = Math.min(limitMb, EMAIL_ATTACHMENT_LIMIT_MB) * 1024 * 1024;
  const kept: IntakeFile[] = [];
  const skipped: { name: string; reason: string }[] = [];
  let n = 0;
  for (const a of mail.attachments) {
    n++;
    if (kept.length >= MAX_FILES) {
      skipped.push({
        name: fileName(a.filename) || `file-${n}`,
        reason: `more than ${MAX_FILES} files in one email`,
      });
      continue;
    }
    const content = a.content;
    const detected = content.length ? ((await fileTypeFromBuffer(content))?.mime ?? null) : null;
    const decision = fileDecision(
      {
        size: content.length,
        declaredType: a.contentType ?? '',
        detected,
        isText: !detected && looksLikeText(content),
      },
      limit,
    );
    const name =
      fileName(a.filename) ||
      `${a.related || a.contentDisposition === 'inline' ? 'image' : 'file'}-${n}${decision.keep && EXTENSIONS[decision.type] ? `.${EXTENSIONS[decision.type]}` : ''}`;
    if (decision.keep) kept.push({ name, type: decision.type, content });
    else skipped.push({ name, reason: decision.reason });
  }
  return { kept, skipped };
}

type Outcome = (typeof emailMessages.$inferInsert)['outcome'];

/** Records a message taken in, by its Message-ID; a failed one's row is replaced when it is taken in later. */
async function recordMessage(
  db: Db,
  ctx: IntakeContext,
  m: {
    messageId: string;
    from: string;
    subject: string;
    outcome: Outcome;
    ticketId: string | null;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  const values = {
    districtId: ctx.district.id,
    channelId: ctx.channel.id,
    messageId: m.messageId.slice(0, 998),
    fromAddress: m.from.slice(0, 320),
    subject: m.subject.slice(0, 500),
    outcome: m.outcome,
    ticketId: m.ticketId,
    detail: m.detail,
  };
  await db
    .insert(emailMessages)
    .values(values)
    .onConflictDoUpdate({
      target: [emailMessages.districtId, emailMessages.messageId],
      set: { ...values, receivedAt: sql`now()` },
      setWhere: sql`${emailMessages.outcome} = 'failed'`,
    });
}

/** How long another channel's claim on a message holds (it is taking the message in, or it stopped). */
const CLAIM_MINUTES = 15;

/**
 * Claims a message (by its Message-ID) for this run before it is taken in: true when it is this
 * run's to take in. A message taken in before is not claimed again; one that failed is (it was
 * moved back to be read again, or a run stopped on it); one another channel of the district
 * claimed in the last minutes is left to it (the same message sent to two help desk addresses
 * becomes one ticket).
 */
async function claim(
  db: Db,
  ctx: IntakeContext,
  messageId: string,
  from: string,
  subject: string,
): Promise<boolean> {
  const values = {
    districtId: ctx.district.id,
    channelId: ctx.channel.id,
    messageId: messageId.slice(0, 998),
    fromAddress: from.toLowerCase().slice(0, 320),
    subject: subject.slice(0, 500),
    outcome: 'failed' as const,
    ticketId: null,
    detail: { claimed: true },
  };
  const [mine] = await db
    .insert(emailMessages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: emailMessages.id });
  if (mine) return true;
  const [again] = await db
    .update(emailMessages)
    .set({ ...values, receivedAt: sql`now()` })
    .where(
      and(
        eq(emailMessages.districtId, ctx.district.id),
        eq(emailMessages.messageId, values.messageId),
        eq(emailMessages.outcome, 'failed'),
        sql`not (coalesce((${emailMessages.detail}->>'claimed')::boolean, false)
          and ${emailMessages.channelId} is distinct from ${ctx.channel.id}
          and ${emailMessages.receivedAt} > now() - make_interval(mins => ${CLAIM_MINUTES}))`,
      ),
    )
    .returning({ id: emailMessages.id });
  return !!again;
}

/** Records a message that was not read (too large, or a fault of the portal) as failed. */
export async function recordFailed(
  db: Db,
  ctx: IntakeContext,
  m: { messageId: string | null; uid: number; from: string; subject: string; reason: string },
): Promise<void> {
  const messageId =
    (m.messageId && messageIdsIn(m.messageId)[0]) ||
    `<uid.${ctx.channel.id}.${ctx.channel.uidValidity ?? 'x'}.${m.uid}@portal.invalid>`;
  await recordMessage(db, ctx, {
    messageId,
    from: m.from.toLowerCase(),
    subject: m.subject,
    outcome: 'failed',
    ticketId: null,
    detail: { reason: m.reason, uid: m.uid },
  });
}

/**
 * Takes one message in: a Message-ID seen before does nothing; automatic mail is recorded as
 * ignored; a reply by someone the ticket knows becomes a public comment; else a new ticket for the
 * sender's account (or a requester made for a requester domain); else a refusal (answered politely
 * when the channel says so, at most REFUSALS_PER_HOUR an hour to one address). Every message
 * taken in is recorded in email_messages.
 */
export async function takeIn(raw: Buffer, ctx: IntakeContext, deps: IntakeDeps): Promise<IntakeOutcome> {
  const { db } = deps;
  const { channel, district } = ctx;
  const mail = await parse(raw);
  const messageId = (mail?.messageId && messageIdsIn(mail.messageId)[0]) || syntheticId(raw);
  const subject = (mail?.subject ?? '').replace(/\s+/g, ' ').trim();

  // Seen before, or being taken in by another channel of the district right now: nothing to do.
  const fromValue = mail?.from?.value?.find((a) => a.address);
  if (!(await claim(db, ctx, messageId, fromValue?.address ?? '', subject))) return { outcome: 'duplicate' };

  const record = (outcome: Outcome, from: string, ticketId: string | null, detail: Record<string, unknown>) =>
    recordMessage(db, ctx, { messageId, from, subject, outcome, ticketId, detail });

  const from: Mailbox | null = fromValue?.address
    ? { address: fromValue.address.toLowerCase(), name: fromValue.name ?? '' }
    : null;
  const h = headerBag(mail?.headerLines ?? []);
  const sender = mail ? senderOf(from, h, channel.address) : null;
  if (!mail || !sender?.address.includes('@')) {
    const reason = !mail ? 'it is not a message' : 'it names no sender';
    await record('failed', from?.address ?? '', null, { reason });
    return { outcome: 'failed', reason };
  }

  const automatic = automaticMail(h, subject, {
    sender: sender.address,
    channelAddress: channel.address,
    ownAddresses: ctx.ownAddresses,
    ownMessageIdHost: ctx.ownHost,
  });
  if (automatic) {
    await record('ignored', sender.address, null, { ...automatic });
    return { outcome: 'ignored', reason: automatic.reason };
  }

  const text = typeof mail.text === 'string' ? mail.text : '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  let account = await findSender(db, district, sender.address);
  const ticket = await threadTicket(db, district.id, district.code, h, subject);

  if (ticket && account.kind === 'account' && (await mayReply(db, account, ticket))) {
    const files = await filesOf(mail, ctx.attachmentLimitMb ?? EMAIL_ATTACHMENT_LIMIT_MB);
    const clean = cleanEmailText({ text, html }) || I.noTextReply;
    const body = limitText(`${clean}${skippedFilesNote(files.skipped)}`, COMMENT_MAX);
    const { activityId } = await deps.tickets.reply(account.identity, ticket.id, body);
    await deps.tickets.attach(
      { districtId: district.id, ticketId: ticket.id, activityId, uploadedById: account.user.id },
      files.kept,
    );
    await record('reply', sender.address, ticket.id, { files: files.kept.length, skipped: files.skipped });
    return { outcome: 'reply', ticketId: ticket.id };
  }

  if (account.kind === 'nobody') {
    const domain = sender.address.split('@')[1] ?? '';
    if (ctx.requesterDomains.includes(domain)) account = await createRequester(db, district, sender);
  }
  if (account.kind !== 'account') {
    const answered =
      channel.replyToUnknown &&
      !answerSuppressed(h) &&
      (await refuse(deps, ctx, sender, subject, messageId, h));
    await record('refused', sender.address, null, { known: account.kind === 'unknown', answered });
    return { outcome: 'refused', reason: `${sender.address} is not known to the district` };
  }

  const files = await filesOf(mail, ctx.attachmentLimitMb ?? EMAIL_ATTACHMENT_LIMIT_MB);
  const clean = cleanEmailText({ text, html }, { forward: isForward(subject) }) || I.noText;
  const description = limitText(`${clean}${skippedFilesNote(files.skipped)}`, DESCRIPTION_MAX);
  const title = titleFromSubject(subject) ?? I.titleFallback(sender.name || sender.address).slice(0, 200);
  const made = await deps.tickets.open(account.identity, {
    districtId: district.id,
    title,
    description,
    requesterId: account.user.id,
  });
  await deps.tickets.attach(
    { districtId: district.id, ticketId: made.id, activityId: null, uploadedById: account.user.id },
    files.kept,
  );
  await record('ticket', sender.address, made.id, { files: files.kept.length, skipped: files.skipped });
  return { outcome: 'ticket', ticketId: made.id };
}

/**
 * The polite refusal, in the conversation of the message it answers (In-Reply-To, References),
 * marked as an automatic answer; at most REFUSALS_PER_HOUR an hour to one address. True when sent.
 */
async function refuse(
  deps: IntakeDeps,
  ctx: IntakeContext,
  sender: Mailbox,
  subject: string,
  messageId: string,
  h: HeaderBag,
): Promise<boolean> {
  const { db } = deps;
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.kind, 'email_refusal'),
        sql`lower(${mailMessages.toAddress}) = ${sender.address}`,
        sql`${mailMessages.createdAt} > now() - interval '1 hour'`,
      ),
    );
  if ((recent?.n ?? 0) >= REFUSALS_PER_HOUR) return false;
  const references = [...messageIdsIn(h.references), messageId].slice(-20).join(' ');
  await deps.mailer.queue(db, {
    to: sender.address,
    kind: 'email_refusal',
    districtId: ctx.district.id,
    dedupeKey: `email-refusal:${ctx.district.id}:${messageId}`,
    mail: renderMail({
      subject: EMAIL_REFUSAL.subject(subject).slice(0, 300),
      paragraphs: EMAIL_REFUSAL.paragraphs({
        channelAddress: ctx.channel.address,
        districtName: ctx.district.name,
        sender: sender.address,
      }),
    }),
    thread: {
      ticketId: null,
      headers: {
        messageId: `<refusal.${randomBytes(9).toString('base64url')}@${ctx.ownHost}>`,
        inReplyTo: messageId,
        references,
        autoSubmitted: 'auto-replied',
      },
    },
  });
  return true;
}
