import { and, desc, eq, getTableColumns, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  type AnswerValue,
  bySeverity,
  checkAnswers,
  completionRate,
  FORM_MESSAGES,
  findingsOf,
  type ScoreSheet,
  scoreFromPoints,
  sectionPoints,
} from '../../../domain/forms.ts';
import type { LibraryArea } from '../../../domain/library.ts';
import {
  FINDING_RESPONDENTS_SHOWN,
  type Finding,
  WORKFLOW_MESSAGES as M,
  type ResponseBody,
  type WorkflowDetails,
  type WorkflowInput,
  type WorkflowListItem,
  type WorkflowResponse,
} from '../../../domain/workflows.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import {
  findings,
  formPhotos,
  sites,
  tickets,
  users,
  visits,
  workflowResponses,
  workflows,
} from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, invalidFields, notFound } from '../../lib/http-errors.ts';
import { deniedIn, requireArea } from './area-access.ts';
import type { createFormsService } from './forms.service.ts';

type Workflow = typeof workflows.$inferSelect;
const personName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Workflows, their responses and findings (see docs/product.md#technology-assessment). */
export function createWorkflowsService(db: Db, formsService: ReturnType<typeof createFormsService>) {
  const accessFacts = new Map<string, { districtId: string; area: LibraryArea }>();
  async function findVisible(identity: Identity, id: string): Promise<Workflow> {
    const [row] = await db.select().from(workflows).where(eq(workflows.id, id));
    return visibleRow(identity, row, M.notFound);
  }

  /** Whether the caller may answer for sites (anyone who may write in the area). */
  const answersForSites = (identity: Identity, area: LibraryArea) =>
    deniedIn(identity, area === 'toolkit' ? 'toolkit' : 'assessments', 'write') === null;

  /** The points of a workflow's submitted responses, for scores. */
  async function submittedPoints(workflowId: string, districtId: string) {
    const rows = await db
      .select({ points: workflowResponses.points })
      .from(workflowResponses)
      .where(
        and(
          eq(workflowResponses.districtId, districtId),
          eq(workflowResponses.workflowId, workflowId),
          eq(workflowResponses.status, 'submitted'),
        ),
      );
    return rows.flatMap((r) => (r.points ? [r.points] : []));
  }

  async function scoresOf(w: Workflow): Promise<ScoreSheet> {
    return scoreFromPoints(w.sections, await submittedPoints(w.id, w.districtId));
  }

  /** The respondent row the caller answers: a site they name, else their own. */
  async function respondentRow(
    identity: Identity,
    w: Workflow,
    siteId: string | undefined,
    writing: boolean,
  ) {
    const where = siteId
      ? eq(workflowResponses.siteId, siteId)
      : eq(workflowResponses.userId, identity.userId);
    const [row] = await db
      .select()
      .from(workflowResponses)
      .where(
        and(eq(workflowResponses.districtId, w.districtId), eq(workflowResponses.workflowId, w.id), where),
      );
    if (row && siteId && writing && !answersForSites(identity, w.area)) throw forbidden(M.notRespondent);
    if (!row) {
      if (!siteId) {
        const [site] = await db
          .select({ id: workflowResponses.id })
          .from(workflowResponses)
          .where(and(eq(workflowResponses.workflowId, w.id), isNotNull(workflowResponses.siteId)))
          .limit(1);
        if (site) throw badRequest(M.chooseSite);
      }
      throw forbidden(M.notRespondent);
    }
    return row;
  }

  return {
    findVisible,

    async create(identity: Identity, input: WorkflowInput): Promise<{ id: string }> {
      const districtId = resolveDistrict(identity, input.districtId);
      const form = await formsService.find(identity, input.formId, districtId);
      requireArea(identity, form.area, 'write');
      if (input.visitId) {
        const [visit] = await db
          .select({ id: visits.id })
          .from(visits)
          .where(and(eq(visits.id, input.visitId), eq(visits.districtId, districtId)));
        if (!visit) throw notFound(M.visitNotFound);
        if (form.area !== 'toolkit') throw badRequest(M.visitForm);
      }
      const userIds = input.respondents.flatMap((r) => ('userId' in r ? [r.userId] : []));
      const siteIds = input.respondents.flatMap((r) => ('siteId' in r ? [r.siteId] : []));
      if (userIds.length) {
        const found = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), eq(users.districtId, districtId)));
        if (found.length !== userIds.length) throw badRequest(M.unknownRespondent);
      }
      if (siteIds.length) {
        const found = await db
          .select({ id: sites.id })
          .from(sites)
          .where(and(inArray(sites.id, siteIds), eq(sites.districtId, districtId)));
        if (found.length !== siteIds.length) throw badRequest(M.unknownRespondent);
      }
      return db.transaction(async (tx) => {
        const [w] = await tx
          .insert(workflows)
          .values({
            districtId,
            area: form.area,
            formId: form.id,
            formTitle: form.title,
            category: form.category,
            sections: form.sections,
            name: input.name,
            dueDate: input.dueDate ?? null,
            visitId: input.visitId ?? null,
            createdBy: identity.userId,
          })
          .returning({ id: workflows.id });
        await tx.insert(workflowResponses).values(
          input.respondents.map((r) => ({
            districtId,
            workflowId: w!.id,
            userId: 'userId' in r ? r.userId : null,
            siteId: 'siteId' in r ? r.siteId : null,
          })),
        );
        return { id: w!.id };
      });
    },

    async list(
      identity: Identity,
      requested: string | undefined,
      area: LibraryArea,
      visitId?: string,
    ): Promise<WorkflowListItem[]> {
      const districtId = resolveDistrict(identity, requested);
      requireArea(identity, area, 'read');
      const forSites = answersForSites(identity, area);
      const rows = await db
        .select({
          ...getTableColumns(workflows),
          assigned: sql<number>`count(${workflowResponses.id})::int`,
          submitted: sql<number>`count(*) filter (where ${workflowResponses.status} = 'submitted')::int`,
          mine: sql<boolean>`bool_or(${workflowResponses.userId} = ${identity.userId} or (${forSites} and ${workflowResponses.siteId} is not null))`,
        })
        .from(workflows)
        .leftJoin(workflowResponses, eq(workflowResponses.workflowId, workflows.id))
        .where(
          and(
            eq(workflows.districtId, districtId),
            eq(workflows.area, area),
            visitId ? eq(workflows.visitId, visitId) : undefined,
          ),
        )
        .groupBy(workflows.id)
        .orderBy(desc(workflows.createdAt))
        .limit(500);
      return rows.map((r) => toListItem(r, r.assigned, r.submitted, !!r.mine));
    },

    async details(identity: Identity, id: string): Promise<WorkflowDetails> {
      return this.detailsOf(identity, await this.readable(identity, id));
    },

    /**
     * Whether the caller may read the workflow (404 for another district, 403 for the tier), from
     * its district and area, which never change: remembered, so a cached answer needs no query.
     */
    async checkReadable(identity: Identity, id: string): Promise<void> {
      let facts = accessFacts.get(id);
      if (!facts) {
        const [row] = await db
          .select({ districtId: workflows.districtId, area: workflows.area })
          .from(workflows)
          .where(eq(workflows.id, id));
        if (row) {
          if (accessFacts.size >= 10_000) accessFacts.clear();
          accessFacts.set(id, row);
        }
        facts = row;
      }
      const seen = visibleRow(identity, facts, M.notFound);
      requireArea(identity, seen.area, 'read');
    },

    /** The workflow, if the caller may read it (404 for another district, 403 for the tier). */
    async readable(identity: Identity, id: string): Promise<Workflow> {
      const w = await findVisible(identity, id);
      requireArea(identity, w.area, 'read');
      return w;
    },

    /** Completion, scores per section and overall, findings by severity, respondents, the previous run. */
    async detailsOf(identity: Identity, w: Workflow): Promise<WorkflowDetails> {
      const responses = await db
        .select({
          responseId: workflowResponses.id,
          userId: workflowResponses.userId,
          siteId: workflowResponses.siteId,
          status: workflowResponses.status,
          submittedAt: workflowResponses.submittedAt,
          points: workflowResponses.points,
          userName: personName,
          siteName: sites.name,
        })
        .from(workflowResponses)
        .leftJoin(users, eq(users.id, workflowResponses.userId))
        .leftJoin(sites, eq(sites.id, workflowResponses.siteId))
        .where(and(eq(workflowResponses.districtId, w.districtId), eq(workflowResponses.workflowId, w.id)));
      const submitted = responses.filter((r) => r.status === 'submitted');
      const found = await db
        .select({ ...getTableColumns(findings), ticketNumber: tickets.ticketNumber })
        .from(findings)
        .leftJoin(tickets, eq(tickets.id, findings.ticketId))
        .where(and(eq(findings.districtId, w.districtId), eq(findings.workflowId, w.id)));
      const [prev] = await db
        .select()
        .from(workflows)
        .where(
          and(
            eq(workflows.districtId, w.districtId),
            eq(workflows.formId, w.formId),
            lt(workflows.createdAt, w.createdAt),
          ),
        )
        .orderBy(desc(workflows.createdAt))
        .limit(1);
      const forSites = answersForSites(identity, w.area);
      const mine = responses.some((r) => r.userId === identity.userId || (forSites && r.siteId));
      return {
        ...toListItem(w, responses.length, submitted.length, mine),
        sections: w.sections,
        drafts: responses.filter((r) => r.status === 'draft').length,
        scores: scoreFromPoints(
          w.sections,
          submitted.flatMap((r) => (r.points ? [r.points] : [])),
        ),
        findings: bySeverity(groupFindings(found)),
        respondents: responses
          .map((r) => ({
            responseId: r.responseId,
            userId: r.userId,
            siteId: r.siteId,
            label: r.siteName ?? r.userName ?? 'Former respondent',
            status: r.status,
            submittedAt: r.submittedAt?.toISOString() ?? null,
          }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        previous: prev
          ? {
              id: prev.id,
              name: prev.name,
              createdAt: prev.createdAt.toISOString(),
              scores: await scoresOf(prev),
            }
          : null,
      };
    },

    /** The caller's own response (or a site's they answer for): empty when not started. */
    async myResponse(identity: Identity, id: string, siteId?: string): Promise<WorkflowResponse> {
      const w = await findVisible(identity, id);
      requireArea(identity, w.area, 'read');
      const row = await respondentRow(identity, w, siteId, false);
      return {
        id: row.id,
        status: row.status,
        answers: row.answers,
        submittedAt: row.submittedAt?.toISOString() ?? null,
      };
    },

    /** Saves a draft, or submits: answers checked against the questions; findings recorded on submit. */
    async respond(
      identity: Identity,
      id: string,
      body: ResponseBody,
    ): Promise<WorkflowResponse & { districtId: string }> {
      const w = await findVisible(identity, id);
      requireArea(identity, w.area, 'write');
      const row = await respondentRow(identity, w, body.siteId, true);
      if (row.status === 'submitted') throw conflict(M.alreadySubmitted);
      const { issues, answers } = checkAnswers(w.sections, body.answers, body.submit);
      await checkPhotos(w, answers, issues);
      if (issues.length) throw invalidFields(issues);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(workflowResponses)
          .set({
            answers,
            status: body.submit ? 'submitted' : 'draft',
            submittedAt: body.submit ? now : null,
            points: body.submit ? sectionPoints(w.sections, answers) : null,
            answeredBy: identity.userId,
            updatedAt: now,
          })
          .where(eq(workflowResponses.id, row.id));
        if (!body.submit) return;
        const list = findingsOf(w.sections, answers);
        if (!list.length) return;
        const label = await respondentLabel(tx, row);
        await tx.insert(findings).values(
          list.map((f) => ({
            ...f,
            districtId: w.districtId,
            workflowId: w.id,
            responseId: row.id,
            respondent: label,
          })),
        );
      });
      return {
        districtId: w.districtId,
        id: row.id,
        status: body.submit ? 'submitted' : 'draft',
        answers,
        submittedAt: body.submit ? now.toISOString() : null,
      };
    },

    /** Keeps a photo answer's image with its workflow (the caller must be able to answer). */
    async addPhoto(
      identity: Identity,
      id: string,
      contentType: string,
      bytes: Buffer,
    ): Promise<{ id: string }> {
      const w = await findVisible(identity, id);
      requireArea(identity, w.area, 'write');
      const [row] = await db
        .insert(formPhotos)
        .values({
          districtId: w.districtId,
          workflowId: w.id,
          contentType,
          bytes,
          createdBy: identity.userId,
        })
        .returning({ id: formPhotos.id });
      return { id: row!.id };
    },

    async photo(identity: Identity, photoId: string) {
      const [row] = await db.select().from(formPhotos).where(eq(formPhotos.id, photoId));
      const photo = visibleRow(identity, row, 'Photo not found.');
      const w = await findVisible(identity, photo.workflowId);
      requireArea(identity, w.area, 'read');
      return { contentType: photo.contentType, bytes: photo.bytes };
    },

    /** The submitted answers of every respondent, for the tracking sheet. */
    async trackingRows(identity: Identity, id: string) {
      const w = await findVisible(identity, id);
      requireArea(identity, w.area, 'read');
      const rows = await db
        .select({
          status: workflowResponses.status,
          submittedAt: workflowResponses.submittedAt,
          answers: workflowResponses.answers,
          userName: personName,
          siteName: sites.name,
        })
        .from(workflowResponses)
        .leftJoin(users, eq(users.id, workflowResponses.userId))
        .leftJoin(sites, eq(sites.id, workflowResponses.siteId))
        .where(and(eq(workflowResponses.districtId, w.districtId), eq(workflowResponses.workflowId, w.id)));
      return {
        workflow: w,
        rows: rows.map((r) => ({
          respondent: r.siteName ?? r.userName ?? '',
          status: r.status,
          submittedAt: r.submittedAt?.toISOString() ?? '',
          answers: r.answers,
        })),
      };
    },
  };

  /** A photo answer must name a photo uploaded to this workflow. */
  async function checkPhotos(
    w: Workflow,
    answers: Record<string, AnswerValue>,
    issues: { path: string; message: string }[],
  ) {
    const photoQuestions = w.sections
      .flatMap((s) => s.questions)
      .filter((q) => q.type === 'photo' && answers[q.id]);
    if (!photoQuestions.length) return;
    const ids = photoQuestions.map((q) => String(answers[q.id]));
    const found = await db
      .select({ id: formPhotos.id })
      .from(formPhotos)
      .where(and(eq(formPhotos.workflowId, w.id), inArray(formPhotos.id, ids)));
    const known = new Set(found.map((f) => f.id));
    for (const q of photoQuestions)
      if (!known.has(String(answers[q.id])))
        issues.push({
          path: `answers.${q.id}`,
          message: FORM_MESSAGES.wrongType(q.text, 'an uploaded photo'),
        });
  }

  async function respondentLabel(
    tx: Pick<Db, 'select'>,
    row: { userId: string | null; siteId: string | null },
  ): Promise<string> {
    if (row.siteId) {
      const [s] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, row.siteId));
      return s?.name ?? '';
    }
    if (!row.userId) return '';
    const [u] = await tx.select({ name: personName }).from(users).where(eq(users.id, row.userId));
    return u?.name ?? '';
  }
}

function toListItem(w: Workflow, assigned: number, submitted: number, canRespond: boolean): WorkflowListItem {
  return {
    id: w.id,
    districtId: w.districtId,
    area: w.area,
    name: w.name,
    formId: w.formId,
    formTitle: w.formTitle,
    category: w.category as WorkflowListItem['category'],
    status: assigned > 0 && submitted === assigned ? 'completed' : 'active',
    dueDate: w.dueDate,
    assigned,
    submitted,
    completionRate: completionRate(submitted, assigned),
    canRespond,
    visitId: w.visitId,
    createdAt: w.createdAt.toISOString(),
  };
}

type FindingRow = typeof findings.$inferSelect & { ticketNumber: string | null };

/** The findings of a workflow, one per broken question: its answers and respondents, its ticket or task. */
function groupFindings(rows: FindingRow[]): Finding[] {
  const groups = new Map<string, FindingRow[]>();
  for (const r of rows) {
    const list = groups.get(r.questionId);
    if (list) list.push(r);
    else groups.set(r.questionId, [r]);
  }
  return [...groups.values()].map((list) => {
    list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const first = list[0]!;
    const linked = list.find((r) => r.ticketId || r.taskId);
    const answers = new Map<string, number>();
    for (const r of list) answers.set(r.answer, (answers.get(r.answer) ?? 0) + 1);
    return {
      id: first.id,
      severity: first.severity,
      title: first.title,
      sectionTitle: first.sectionTitle,
      questionId: first.questionId,
      count: list.length,
      answers: [...answers.entries()].sort((a, b) => b[1] - a[1]).map(([a]) => a),
      respondents: list.slice(0, FINDING_RESPONDENTS_SHOWN).map((r) => r.respondent),
      ticketId: linked?.ticketId ?? null,
      ticketNumber: linked?.ticketNumber ?? null,
      taskId: linked?.taskId ?? null,
    };
  });
}
