import { and, eq, inArray } from 'drizzle-orm';
import type { UpdateCannedResponsePayload } from '../../domain/canned-responses.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { Db } from '../db/client.ts';
import { cannedResponses, districts, users } from '../db/schema/index.ts';
import { DEMO_ADMIN_EMAIL } from './demo-accounts.ts';

type DemoResponse = Required<Pick<UpdateCannedResponsePayload, 'title' | 'body' | 'category' | 'tags'>>;

/** Five Star's replies for every district's desk. */
export const DEMO_PROVIDER_RESPONSES: DemoResponse[] = [
  {
    title: 'We’re on it',
    body: 'Hi {{requester.firstName}},\n\nThanks for letting us know. I’ve picked up {{ticket.number}} (“{{ticket.title}}”) and will update you here as soon as I know more.\n\n{{technician.name}}\nFive Star IT for {{district.name}}',
    category: null,
    tags: ['acknowledge'],
  },
  {
    title: 'Need a few more details',
    body: 'Hi {{requester.firstName}},\n\nTo look into {{ticket.number}} I need a little more:\n\n1. The room and the device’s asset tag (the sticker on the bottom).\n2. What you see on screen, word for word, or a photo of it.\n3. When it started, and whether it happens every time.\n\nReply to this ticket and the clock starts again.\n\n{{technician.name}}',
    category: null,
    tags: ['information', 'waiting'],
  },
  {
    title: 'Password reset complete',
    body: 'Hi {{requester.firstName}},\n\nYour password has been reset. Sign in with the temporary password you were given; you’ll be asked to choose a new one (at least 12 characters, not one you’ve used before).\n\nIf you still can’t sign in, reply here and mention {{ticket.number}}.\n\n{{technician.name}}',
    category: 'software',
    tags: ['password', 'account'],
  },
  {
    title: 'Resolved: please confirm',
    body: 'Hi {{requester.firstName}},\n\nI believe {{ticket.number}} (“{{ticket.title}}”) is fixed. Could you check and let me know? If everything works, there’s nothing more to do: the ticket closes on its own in a few school days.\n\nThanks,\n{{technician.name}}',
    category: null,
    tags: ['closing'],
  },
];

/** What a district's own desk adds: its loaner program, its network, its classrooms, its mail. */
export const DEMO_DISTRICT_RESPONSES: DemoResponse[] = [
  {
    title: 'Chromebook repair: loaner issued',
    body: 'Hi {{requester.firstName}},\n\nYour Chromebook is going in for repair under {{ticket.number}}. A loaner is ready at your school’s library desk: bring your charger back with it when yours returns (usually 3 to 5 school days).\n\n{{technician.name}}\n{{district.name}} Technology',
    category: 'hardware',
    tags: ['chromebook', 'loaner'],
  },
  {
    title: 'Known Wi-Fi outage',
    body: 'Hi {{requester.firstName}},\n\nWe know about the Wi-Fi problem and are working on it now; {{ticket.number}} is linked to the outage, so you’ll hear from us as soon as it’s back. Until then the wired ports in the library and the computer labs work.\n\n{{technician.name}}',
    category: 'network',
    tags: ['wifi', 'outage'],
  },
  {
    title: 'Projector lamp on order',
    body: 'Hi {{requester.firstName}},\n\nThe projector needs a new lamp; it’s on order and I’ll install it the day it arrives. A portable display is available from the front office meanwhile.\n\n{{technician.name}}',
    category: 'hardware',
    tags: ['projector', 'classroom'],
  },
  {
    title: 'Phishing email reported',
    body: 'Hi {{requester.firstName}},\n\nThanks for reporting it. We have blocked the sender and are removing the message from every mailbox under {{ticket.number}}. If you opened its link and typed your password on the page it showed, change your password now and reply here; otherwise just delete the message.\n\n{{technician.name}}\n{{district.name}} Technology',
    category: 'general',
    tags: ['phishing', 'email', 'security'],
  },
];

/**
 * Canned responses for the demo: Five Star's provider-wide replies, and each district with
 * Support (FS Ascend and up) its own, added by its administrator.
 */
export async function seedDemoCannedResponses(db: Db, codes: string[]) {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  await db.transaction(async (tx) => {
    await tx
      .insert(cannedResponses)
      .values(
        DEMO_PROVIDER_RESPONSES.map((r) => ({
          ...r,
          districtId: null,
          createdById: provider?.id,
          updatedById: provider?.id,
        })),
      )
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
        .insert(cannedResponses)
        .values(
          DEMO_DISTRICT_RESPONSES.map((r) => ({
            ...r,
            districtId: district.id,
            createdById: admin?.id,
            updatedById: admin?.id,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
