import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { PHOTO_TYPES } from '../../../domain/forms.ts';
import { DEFAULT_TIMEZONE } from '../../../domain/settings.ts';
import { WORKFLOW_MESSAGES as M, type ResponseBody, type WorkflowInput } from '../../../domain/workflows.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districtSettings, districts } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createTasksService } from '../tasks/index.ts';
import { createTicketsService, type TicketHooks } from '../tickets/index.ts';
import { createMembership } from '../users/index.ts';
import { createFindingsService } from './findings.service.ts';
import { createFormsService } from './forms.service.ts';
import { createLibraryService } from './library.service.ts';
import { trackingCsv, trackingXlsx, workflowReportPdf } from './workflow-files.ts';
import { createWorkflowsService } from './workflows.service.ts';

/** How long a workflow's results may be reused when no change is heard of. */
const RESULTS_CACHE_MS = 2000;

interface Deps {
  db: Db;
  bus: EventBus;
  /** The job queue of the tickets that findings open. */
  queue: JobQueue;
  /** Where a notice that could not be published is told. */
  log: FastifyBaseLogger;
  /** What the tickets that findings open start (the SLA clock, rules). */
  ticketHooks: readonly TicketHooks[];
}

/**
 * Technology Assessment and the Onsite Tech Toolkit (see docs/product.md#technology-assessment):
 * one document library, one forms engine, workflows with responses, scores and findings. A change
 * to a workflow (its creation, an answer, a finding made work) is told to other servers and browsers.
 */
export function createAssessmentsService({ db, bus, queue, log, ticketHooks }: Deps) {
  const library = createLibraryService(db);
  const forms = createFormsService(db);
  const workflows = createWorkflowsService(db, forms);
  const people = createMembership(db);
  const findingWork = createFindingsService({
    db,
    tickets: createTicketsService({
      db,
      queue,
      hooks: ticketHooks,
      canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
    }),
    tasks: createTasksService({ db, bus }),
    announceTicket: async (change) => {
      if (!change.event) return;
      await bus
        .publish({ type: 'ticket_created', districtId: change.ticket.districtId, data: { ...change.event } })
        .catch((err) => log.warn({ err }, 'could not publish ticket_created'));
    },
  });

  // A workflow's results are read by every open screen and change only when someone answers: the
  // serialized answer is kept briefly per workflow and caller, cleared by any change (from any server).
  const results = createAnswerCache(RESULTS_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'workflow_changed') results.clear();
  });
  /** Tells other servers and browsers after a committed change; a lost notice must not fail the change. */
  const changed = async (districtId: string, id: string) => {
    results.clear();
    await bus
      .publish({ type: 'workflow_changed', districtId, data: { id } })
      .catch((err) => log.warn({ err }, 'could not publish workflow_changed'));
  };

  return {
    library,
    forms,
    workflows: {
      list: workflows.list,
      myResponse: workflows.myResponse,
      photo: workflows.photo,

      async create(identity: Identity, input: WorkflowInput) {
        const { id } = await workflows.create(identity, input);
        const details = await workflows.details(identity, id);
        await changed(details.districtId, id);
        return details;
      },

      /** The workflow's details, serialized: kept briefly per workflow and caller. */
      async details(identity: Identity, id: string): Promise<Buffer> {
        await workflows.checkReadable(identity, id);
        // Per caller: whether they may respond depends on who they are.
        const key = `${id}|${identity.userId}|${identity.role}|${identity.districtId ?? ''}`;
        return results.get(key, () => workflows.details(identity, id));
      },

      async respond(identity: Identity, id: string, body: ResponseBody) {
        const saved = await workflows.respond(identity, id, body);
        await changed(saved.districtId, id);
        return saved;
      },

      /** A photo answer's image, sent as its bytes: a JPEG, PNG or WebP (415 for another type). */
      addPhoto(identity: Identity, id: string, contentTypeHeader: string | undefined, body: unknown) {
        const type = String(contentTypeHeader ?? '')
          .split(';')[0]!
          .trim();
        if (!Buffer.isBuffer(body) || !(PHOTO_TYPES as readonly string[]).includes(type))
          throw new HttpError(415, M.photoType);
        if (!looksLikeImage(body, type)) throw new HttpError(400, M.photoType);
        return workflows.addPhoto(identity, id, type, body);
      },

      /** The report as a PDF, with its file name. */
      async reportPdf(identity: Identity, id: string) {
        const details = await workflows.details(identity, id);
        const [d] = await db
          .select({ name: districts.name, timeZone: districtSettings.timezone })
          .from(districts)
          .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
          .where(eq(districts.id, details.districtId));
        const pdf = await workflowReportPdf(details, {
          name: d?.name ?? '',
          timeZone: d?.timeZone ?? DEFAULT_TIMEZONE,
        });
        return { fileName: `${fileName(details.name)}.pdf`, pdf };
      },

      /** The tracking sheet as CSV or Excel, with its content type and file name. */
      async tracking(identity: Identity, id: string, format: 'csv' | 'xlsx') {
        const { workflow, rows } = await workflows.trackingRows(identity, id);
        const name = fileName(workflow.name);
        if (format === 'xlsx')
          return {
            type: FILE_TYPES.xlsx,
            fileName: `${name}.xlsx`,
            body: await trackingXlsx(workflow.name, workflow.sections, rows),
          };
        return {
          type: 'text/csv; charset=utf-8',
          fileName: `${name}.csv`,
          body: trackingCsv(workflow.sections, rows),
        };
      },
    },

    findings: {
      async createTicket(identity: Identity, id: string) {
        const link = await findingWork.createTicket(identity, id);
        await changed(link.districtId, link.workflowId);
        return link;
      },
      async createTask(identity: Identity, id: string) {
        const link = await findingWork.createTask(identity, id);
        await changed(link.districtId, link.workflowId);
        return link;
      },
    },

    /** Stops hearing of other servers' changes (the app is closing). */
    close: unsubscribe,
  };
}

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
