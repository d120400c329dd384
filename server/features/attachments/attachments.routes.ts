import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { attachmentsApi } from '../../../domain/api/attachments.ts';
import {
  ATTACHMENT_FILE_HEADERS,
  ATTACHMENT_MAX_BYTES,
  attachmentDisposition,
  attachmentUploadFieldsSchema,
  isImageType,
  ATTACHMENT_MESSAGES as M,
  sanitiseAttachmentName,
  servedContentType,
} from '../../../domain/attachments.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { badRequest, HttpError, invalidFields } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import type { UploadedFile } from './attachments.service.ts';

/** The multipart parser's refusals, in the product's words. */
const PARSER_REFUSALS: Record<string, string> = {
  FST_FILES_LIMIT: M.oneFile,
  FST_PARTS_LIMIT: M.noFile,
  FST_FIELDS_LIMIT: M.noFile,
  FST_INVALID_MULTIPART_CONTENT_TYPE: M.noFile,
};

/**
 * The upload's form: the field `file` (read up to the district's limit) and the optional
 * `commentId` (sent before the file).
 */
async function readUpload(req: FastifyRequest, limit: { limitMb: number }): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest(M.noFile);
  const fields: Record<string, unknown> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  /** The file being read (named in a refusal). */
  let reading = 'The file';
  try {
    for await (const part of req.parts({ limits: { fileSize: limit.limitMb * 1024 * 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file') {
        part.file.resume();
      } else {
        reading = sanitiseAttachmentName(part.filename);
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.tooLarge(reading, limit.limitMb));
    const refusal = PARSER_REFUSALS[code];
    if (refusal) throw badRequest(refusal);
    throw err;
  }
  if (!file) throw badRequest(M.noFile);
  const parsed = attachmentUploadFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw invalidFields(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return { ...file, ...parsed.data };
}

/**
 * Files of tickets and their comments (see docs/product.md#tickets): checked against the tickets
 * area; requesters reach their own tickets' files only (the service keeps them to those).
 */
export const attachmentsRoutes: FeaturePlugin = async (app, { services }) => {
  const attachments = services.attachments;

  // Uploads arrive as one file of a multipart form, only on this area's routes.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
  });

  serve(app, attachmentsApi, {
    upload: async (req) => {
      const identity = caller(req);
      // The ticket and the limit first: nothing is read for a ticket the caller may not reach.
      const target = await attachments.uploadTarget(identity, req.params.id);
      return attachments.add(identity, target, await readUpload(req, target));
    },
    list: (req) => attachments.list(caller(req), req.params.id),
    file: async (req, reply) => {
      const file = await attachments.file(caller(req), req.params.id);
      const inline = req.query.inline === '1' && isImageType(file.type);
      return reply
        .type(servedContentType(file.type))
        .headers(ATTACHMENT_FILE_HEADERS)
        .header('content-disposition', attachmentDisposition(file.name, inline))
        .send(file.content);
    },
  });
};
