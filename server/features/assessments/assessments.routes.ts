import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  copyFormSchema,
  createFormSchema,
  FORM_LIMITS,
  formSchema,
  listFormsQuerySchema,
  PHOTO_TYPES,
  updateFormSchema,
} from '../../../domain/forms.ts';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import {
  areaQuerySchema,
  createLibraryItemSchema,
  libraryItemSchema,
  librarySummarySchema,
  listLibraryQuerySchema,
} from '../../../domain/library.ts';
import { DEFAULT_TIMEZONE } from '../../../domain/settings.ts';
import {
  createWorkflowSchema,
  findingLinkSchema,
  listWorkflowsQuerySchema,
  WORKFLOW_MESSAGES as M,
  myResponseQuerySchema,
  photoSchema,
  responseBodySchema,
  responseSchema,
  trackingExportQuerySchema,
  workflowDetailsSchema,
  workflowListItemSchema,
} from '../../../domain/workflows.ts';
import { caller } from '../../access/guard.ts';
import { districtSettings, districts } from '../../db/schema/index.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createTasksService } from '../tasks/index.ts';
import { createTicketsService } from '../tickets/index.ts';
import { createMembership } from '../users/index.ts';
import { createFindingsService } from './findings.service.ts';
import { createFormsService } from './forms.service.ts';
import { createLibraryService } from './library.service.ts';
import { trackingCsv, trackingXlsx, workflowReportPdf } from './workflow-files.ts';
import { createWorkflowsService } from './workflows.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['assessments'];
/** How long a workflow's results may be reused when no change is heard of. */
const RESULTS_CACHE_MS = 2000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Technology Assessment and the Onsite Tech Toolkit (see docs/product.md#technology-assessment):
 * one document library, one forms engine, workflows with responses, scores and findings. Every
 * route is checked against `assessments`; toolkit rows also against `toolkit` (area-access.ts).
 */
export const assessmentsRoutes: FeaturePlugin = async (app, { database, bus, background }) => {
  const db = database.db;
  const library = createLibraryService(db);
  const formsService = createFormsService(db);
  const workflows = createWorkflowsService(db, formsService);
  const people = createMembership(db);
  const findingWork = createFindingsService({
    db,
    tickets: createTicketsService({
      db,
      queue: background.queue,
      canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
    }),
    tasks: createTasksService({ db, bus }),
    announceTicket: async (change) => {
      if (!change.event) return;
      await bus
        .publish({ type: 'ticket_created', districtId: change.ticket.districtId, data: { ...change.event } })
        .catch((err) => app.log.warn({ err }, 'could not publish ticket_created'));
    },
  });

  // A workflow's results are read by every open screen and change only when someone answers: the
  // serialized answer is kept briefly per workflow and caller, cleared by any change (from any server).
  const results = createAnswerCache(RESULTS_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'workflow_changed') results.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  /** Tells other servers and browsers after a committed change; a lost notice must not fail the change. */
  const changed = async (districtId: string, id: string) => {
    results.clear();
    await bus
      .publish({ type: 'workflow_changed', districtId, data: { id } })
      .catch((err) => app.log.warn({ err }, 'could not publish workflow_changed'));
  };

  // Photo answers arrive as the image's bytes.
  app.addContentTypeParser(
    [...PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: FORM_LIMITS.photoBytes },
    (_req, body, done) => done(null, body),
  );

  // --- the document library ---

  app.get(
    '/api/library-items',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The library of one area (assessment or toolkit), filtered by kind, category, status and a search.',
        querystring: listLibraryQuerySchema,
        response: { 200: z.array(libraryItemSchema), ...errors },
      },
    },
    async (req) => library.list(caller(req), req.query),
  );

  app.get(
    '/api/library-summary',
    {
      config: { access: 'read' },
      schema: { tags, querystring: areaQuerySchema, response: { 200: librarySummarySchema, ...errors } },
    },
    async (req) => library.summary(caller(req), req.query.districtId, req.query.area),
  );

  app.post(
    '/api/library-items',
    {
      config: { access: 'write' },
      schema: { tags, body: createLibraryItemSchema, response: { 201: libraryItemSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await library.create(caller(req), req.body)),
  );

  app.put(
    '/api/library-items/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: createLibraryItemSchema,
        response: { 200: libraryItemSchema, ...errors },
      },
    },
    async (req) => library.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/api/library-items/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await library.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  );

  // --- forms ---

  app.get(
    '/api/forms',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "The area's built-in templates, then the district's own forms.",
        querystring: listFormsQuerySchema,
        response: { 200: z.array(formSchema), ...errors },
      },
    },
    async (req) => formsService.list(caller(req), req.query.districtId, req.query.area),
  );

  app.post(
    '/api/forms',
    {
      config: { access: 'write' },
      schema: { tags, body: createFormSchema, response: { 201: formSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await formsService.create(caller(req), req.body)),
  );

  app.get(
    '/api/forms/:id',
    {
      config: { access: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: formSchema, ...errors },
      },
    },
    async (req) => formsService.get(caller(req), req.params.id),
  );

  app.put(
    '/api/forms/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: updateFormSchema,
        response: { 200: formSchema, ...errors },
      },
    },
    async (req) => formsService.update(caller(req), req.params.id, req.body),
  );

  app.post(
    '/api/forms/:id/copy',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description: "Copies a built-in template (or a form) into the district's own forms, to change.",
        params: idParamSchema,
        body: copyFormSchema,
        response: { 201: formSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await formsService.copy(caller(req), req.params.id, req.body)),
  );

  // --- workflows ---

  app.get(
    '/api/workflows',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: listWorkflowsQuerySchema,
        response: { 200: z.array(workflowListItemSchema), ...errors },
      },
    },
    async (req) => workflows.list(caller(req), req.query.districtId, req.query.area, req.query.visitId),
  );

  app.post(
    '/api/workflows',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Sends a form (a template or a district form) to respondents: people or sites of the district.',
        body: createWorkflowSchema,
        response: { 201: workflowDetailsSchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const { id } = await workflows.create(identity, req.body);
      const details = await workflows.details(identity, id);
      await changed(details.districtId, id);
      return reply.code(201).send(details);
    },
  );

  app.get(
    '/api/workflows/:id',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The workflow with its completion, scores per section and overall, findings by severity, respondents and the previous run of its form.',
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: workflowDetailsSchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const { id } = req.params;
      await workflows.checkReadable(identity, id);
      // Per caller: whether they may respond depends on who they are.
      const key = `${id}|${identity.userId}|${identity.role}|${identity.districtId ?? ''}`;
      const body = await results.get(key, () => workflows.details(identity, id));
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/workflows/:id/response',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "The caller's own response (or a site's, with siteId), to go on with a draft.",
        params: idParamSchema,
        querystring: myResponseQuerySchema,
        response: { 200: responseSchema, ...errors },
      },
    },
    async (req) => workflows.myResponse(caller(req), req.params.id, req.query.siteId),
  );

  app.post(
    '/api/workflows/:id/responses',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Saves the answers as a draft (submit: false) or submits them; 400 names the question of a wrong or missing answer.',
        params: idParamSchema,
        body: responseBodySchema,
        response: { 200: responseSchema, ...errors },
      },
    },
    async (req) => {
      const saved = await workflows.respond(caller(req), req.params.id, req.body);
      await changed(saved.districtId, req.params.id);
      return saved;
    },
  );

  app.post(
    '/api/workflows/:id/photos',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Uploads the image of a photo answer (a JPEG, PNG or WebP body of at most 2 MB); the answer names the id.',
        params: idParamSchema,
        consumes: [...PHOTO_TYPES],
        response: { 201: photoSchema, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (req, reply) => {
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      if (!Buffer.isBuffer(req.body) || !(PHOTO_TYPES as readonly string[]).includes(type))
        throw new HttpError(415, M.photoType);
      if (!looksLikeImage(req.body, type)) throw new HttpError(400, M.photoType);
      return reply.code(201).send(await workflows.addPhoto(caller(req), req.params.id, type, req.body));
    },
  );

  app.get(
    '/api/form-photos/:id',
    {
      config: { access: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        produces: [...PHOTO_TYPES],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const photo = await workflows.photo(caller(req), req.params.id);
      return reply
        .type(photo.contentType)
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes as never);
    },
  );

  app.get(
    '/api/workflows/:id/report.pdf',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The report: completion, scores beside the previous run of the same form, findings by severity.',
        params: idParamSchema,
        produces: ['application/pdf'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const details = await workflows.details(caller(req), req.params.id);
      const [d] = await db
        .select({ name: districts.name, timeZone: districtSettings.timezone })
        .from(districts)
        .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
        .where(eq(districts.id, details.districtId));
      const pdf = await workflowReportPdf(details, {
        name: d?.name ?? '',
        timeZone: d?.timeZone ?? DEFAULT_TIMEZONE,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName(details.name)}.pdf"`)
        .send(pdf as never);
    },
  );

  app.get(
    '/api/workflows/:id/tracking',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The tracking sheet: every respondent’s answers, one column per question, as CSV or Excel.',
        params: idParamSchema,
        querystring: trackingExportQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { workflow, rows } = await workflows.trackingRows(caller(req), req.params.id);
      const name = fileName(workflow.name);
      if (req.query.format === 'xlsx')
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send((await trackingXlsx(workflow.name, workflow.sections, rows)) as never);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(trackingCsv(workflow.sections, rows));
    },
  );

  // --- findings become work ---

  app.post(
    '/api/findings/:id/ticket',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description: 'Opens a support ticket prefilled from the finding and links it back.',
        params: idParamSchema,
        response: { 201: findingLinkSchema, ...errors },
      },
    },
    async (req, reply) => {
      const link = await findingWork.createTicket(caller(req), req.params.id);
      await changed(link.districtId, link.workflowId);
      return reply.code(201).send(link);
    },
  );

  app.post(
    '/api/findings/:id/task',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description: 'Adds a task prefilled from the finding and links it back.',
        params: idParamSchema,
        response: { 201: findingLinkSchema, ...errors },
      },
    },
    async (req, reply) => {
      const link = await findingWork.createTask(caller(req), req.params.id);
      await changed(link.districtId, link.workflowId);
      return reply.code(201).send(link);
    },
  );
};

/** A file name of the workflow's name: letters, digits and dashes. */
const fileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'workflow';

/** The first bytes of a JPEG, PNG or WebP image. */
function looksLikeImage(b: Buffer, type: string): boolean {
  if (type === 'image/jpeg') return b[0] === 0xff && b[1] === 0xd8;
  if (type === 'image/png') return b.subarray(0, 4).toString('latin1') === '\x89PNG';
  return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
}
