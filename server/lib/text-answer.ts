import type { FastifyReply } from 'fastify';

interface TextAnswer {
  /** The media type with its charset ("text/calendar; charset=utf-8"). */
  type: string;
  cacheControl: string;
  /** Offered as a download under this name. */
  fileName?: string;
  /** Kept out of search engines (secret feed addresses). */
  noIndex?: boolean;
}

/** Sends a text document (iCalendar, CSV) as it is: never through the JSON serializer. */
export function sendText(reply: FastifyReply, body: string, answer: TextAnswer) {
  reply.type(answer.type).header('cache-control', answer.cacheControl);
  if (answer.fileName) reply.header('content-disposition', `attachment; filename="${answer.fileName}"`);
  if (answer.noIndex) reply.header('x-robots-tag', 'noindex');
  return reply.serializer((payload: unknown) => payload as string).send(body);
}
