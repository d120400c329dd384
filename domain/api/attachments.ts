import { z } from 'zod';
import {
  ATTACHMENT_TYPES,
  ATTACHMENT_UPLOAD_BODY_LIMIT,
  attachmentFileQuerySchema,
  attachmentListItemSchema,
  attachmentSchema,
} from '../attachments.ts';
import { idParamSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * Files of tickets and of their comments (see docs/product.md#tickets), served in the tickets
 * area (server/features/index.ts). Requesters reach only their own tickets' files (requested or watched), and of those only the
 * ticket's own and its public comments'; anything else answers 404.
 */
export const attachmentsApi = endpoints('attachments', {
  /** Its body is a multipart form (read by the handler, so no body schema). */
  upload: {
    method: 'POST',
    path: '/api/tickets/:id/attachments',
    access: 'write',
    requesters: 'own',
    description:
      'Attaches one file to the ticket: multipart field "file", and optionally "commentId" (a comment of this ticket, sent before the file) to attach it to that comment. Images (PNG, JPEG, GIF, WebP), PDF, plain text and CSV, Word, Excel and PowerPoint files, typed by their content; at most 10 MB or the district\'s lower limit (413).',
    params: idParamSchema,
    consumes: ['multipart/form-data'],
    bodyLimit: ATTACHMENT_UPLOAD_BODY_LIMIT,
    response: attachmentSchema,
    status: 201,
    errors: [413],
  },
  list: {
    method: 'GET',
    path: '/api/tickets/:id/attachments',
    access: 'read',
    requesters: 'own',
    description:
      "The ticket's files, oldest first: its own (activityId null) and its comments' (a requester: public comments only).",
    params: idParamSchema,
    response: z.array(attachmentListItemSchema),
  },
  /** The file itself. */
  file: {
    method: 'GET',
    path: '/api/attachments/:id',
    access: 'read',
    requesters: 'own',
    description:
      'The file as a download (Content-Disposition attachment, nosniff, a sandboxing CSP) with the type found in its content; inline=1 shows an image in the page (thumbnails), and is ignored for other files.',
    params: idParamSchema,
    query: attachmentFileQuerySchema,
    produces: ATTACHMENT_TYPES,
  },
});
