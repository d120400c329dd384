import { and, eq, isNull } from 'drizzle-orm';
import type { Severity } from '../../../domain/forms.ts';
import { SEVERITY_LABELS } from '../../../domain/forms.ts';
import { taskPayloadSchema } from '../../../domain/tasks.ts';
import { createTicketSchema } from '../../../domain/tickets.ts';
import { WORKFLOW_MESSAGES as M } from '../../../domain/workflows.ts';
import { visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { findings, tickets, workflows } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/http-errors.ts';
import type { createTasksService } from '../tasks/index.ts';
import type { createTicketsService, TicketChange } from '../tickets/index.ts';
import { deniedIn, requireArea } from './area-access.ts';

/** A finding's severity as the ticket's or task's priority (the same four words). */
const priorityOf = (s: Severity) => s;

interface Deps {
  db: Db;
  tickets: ReturnType<typeof createTicketsService>;
  tasks: ReturnType<typeof createTasksService>;
  /** Tells other browsers of the new ticket. */
  announceTicket: (change: TicketChange) => Promise<void>;
}

/** Findings become work: a ticket or a task, prefilled and linked back (see docs/product.md#technology-assessment). */
export function createFindingsService({
  db,
  tickets: ticketsService,
  tasks: tasksService,
  announceTicket,
}: Deps) {
  async function load(identity: Identity, id: string) {
    const [row] = await db
      .select({ finding: findings, workflowName: workflows.name, area: workflows.area })
      .from(findings)
      .innerJoin(workflows, eq(workflows.id, findings.workflowId))
      .where(eq(findings.id, id));
    const visible = visibleRow(
      identity,
      row ? { ...row, districtId: row.finding.districtId } : undefined,
      M.findingNotFound,
    );
    requireArea(identity, visible.area, 'write');
    if (visible.finding.ticketId || visible.finding.taskId) throw conflict(M.alreadyLinked);
    return visible;
  }

  /** Every answer of the finding's group (its question in its workflow) that has no ticket or task yet. */
  const unlinked = (f: typeof findings.$inferSelect) =>
    and(
      eq(findings.districtId, f.districtId),
      eq(findings.workflowId, f.workflowId),
      eq(findings.questionId, f.questionId),
      isNull(findings.ticketId),
      isNull(findings.taskId),
    );

  async function describe(f: typeof findings.$inferSelect, workflowName: string) {
    const group = await db
      .select({ respondent: findings.respondent, answer: findings.answer })
      .from(findings)
      .where(unlinked(f));
    return [
      `${SEVERITY_LABELS[f.severity]} finding of "${workflowName}" (${f.sectionTitle}).`,
      `${group.length} ${group.length === 1 ? 'respondent' : 'respondents'}:`,
      ...group.slice(0, 100).map((g) => `- ${g.respondent}: ${g.answer}`),
    ].join('\n');
  }

  const link = async (f: typeof findings.$inferSelect, set: { ticketId?: string; taskId?: string }) => {
    await db.update(findings).set(set).where(unlinked(f));
  };

  return {
    async createTicket(identity: Identity, id: string) {
      const { finding: f, workflowName } = await load(identity, id);
      const denied = deniedIn(identity, 'tickets', 'write');
      if (denied) throw forbidden(denied);
      const change = await ticketsService.create(
        identity,
        createTicketSchema.parse({
          districtId: f.districtId,
          title: f.title.slice(0, 200),
          description: await describe(f, workflowName),
          priority: priorityOf(f.severity),
        }),
      );
      await link(f, { ticketId: change.ticket.id });
      await announceTicket(change);
      const [t] = await db
        .select({ n: tickets.ticketNumber })
        .from(tickets)
        .where(eq(tickets.id, change.ticket.id));
      return {
        findingId: f.id,
        workflowId: f.workflowId,
        districtId: f.districtId,
        ticketId: change.ticket.id,
        ticketNumber: t?.n ?? null,
        taskId: null,
      };
    },

    async createTask(identity: Identity, id: string) {
      const { finding: f, workflowName } = await load(identity, id);
      const denied = deniedIn(identity, 'tasks', 'write');
      if (denied) throw forbidden(denied);
      const task = await tasksService.create(
        identity,
        taskPayloadSchema.parse({
          districtId: f.districtId,
          title: f.title.slice(0, 200),
          description: await describe(f, workflowName),
          priority: priorityOf(f.severity),
          category: 'general',
        }),
      );
      await link(f, { taskId: task.id });
      return {
        findingId: f.id,
        workflowId: f.workflowId,
        districtId: f.districtId,
        ticketId: null,
        ticketNumber: null,
        taskId: task.id,
      };
    },
  };
}
