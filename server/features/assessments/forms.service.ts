import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { FORM_TEMPLATES, type FormTemplate, templateById } from '../../../domain/form-templates.ts';
import {
  FORM_MESSAGES,
  type Form,
  type FormInput,
  questionCount,
  type UpdateFormInput,
} from '../../../domain/forms.ts';
import type { LibraryArea } from '../../../domain/library.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { forms, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { requireArea } from './area-access.ts';
import { creatorName } from './library.service.ts';

/** When the built-in templates were last changed (their "last modified"). */
const TEMPLATES_DATE = '2026-09-01T00:00:00.000Z';

const fromTemplate = (t: FormTemplate): Form => ({
  id: t.id,
  districtId: null,
  template: true,
  area: t.area,
  category: t.category,
  title: t.title,
  description: t.description,
  status: 'active',
  sections: t.sections,
  questionCount: questionCount(t.sections),
  createdBy: 'Five Star',
  lastModified: TEMPLATES_DATE,
});

type Row = typeof forms.$inferSelect & { createdByName: string | null };
const fromRow = (r: Row): Form => ({
  id: r.id,
  districtId: r.districtId,
  template: false,
  area: r.area,
  category: r.category as Form['category'],
  title: r.title,
  description: r.description,
  status: r.status,
  sections: r.sections,
  questionCount: questionCount(r.sections),
  createdBy: r.createdByName ?? '',
  lastModified: r.updatedAt.toISOString(),
});

/** Native forms: the built-in templates and a district's own (see docs/product.md#technology-assessment). */
export function createFormsService(db: Db) {
  const select = () =>
    db
      .select({ ...getTableColumns(forms), createdByName: creatorName })
      .from(forms)
      .leftJoin(users, eq(users.id, forms.createdBy));

  /** A template, or a form of a district the caller sees; else 404. */
  async function find(identity: Identity, id: string, payloadDistrictId?: string): Promise<Form> {
    const template = templateById(id);
    if (template) return fromTemplate(template);
    const [row] = await select().where(eq(forms.id, id));
    return fromRow(visibleRow(identity, row, FORM_MESSAGES.notFound, payloadDistrictId));
  }

  return {
    find,

    async list(identity: Identity, requested: string | undefined, area: LibraryArea): Promise<Form[]> {
      const districtId = resolveDistrict(identity, requested);
      requireArea(identity, area, 'read');
      const own = await select()
        .where(and(eq(forms.districtId, districtId), eq(forms.area, area)))
        .orderBy(asc(forms.title))
        .limit(500);
      return [...FORM_TEMPLATES.filter((t) => t.area === area).map(fromTemplate), ...own.map(fromRow)];
    },

    async get(identity: Identity, id: string): Promise<Form> {
      const form = await find(identity, id);
      requireArea(identity, form.area, 'read');
      return form;
    },

    async create(identity: Identity, input: FormInput): Promise<Form> {
      const districtId = resolveDistrict(identity, input.districtId);
      requireArea(identity, input.area, 'write');
      const [row] = await db
        .insert(forms)
        .values({
          districtId,
          area: input.area,
          category: input.category,
          title: input.title,
          description: input.description,
          status: input.status,
          sections: input.sections,
          createdBy: identity.userId,
        })
        .returning({ id: forms.id });
      return find(identity, row!.id);
    },

    async update(identity: Identity, id: string, input: UpdateFormInput): Promise<Form> {
      if (templateById(id)) throw badRequest(FORM_MESSAGES.templateReadOnly);
      const current = await find(identity, id, input.districtId);
      requireArea(identity, current.area, 'write');
      await db
        .update(forms)
        .set({
          category: input.category,
          title: input.title,
          description: input.description,
          status: input.status,
          sections: input.sections,
          updatedAt: new Date(),
        })
        .where(eq(forms.id, id));
      return find(identity, id);
    },

    /** A district's own copy of a template or form, to change. */
    async copy(identity: Identity, id: string, body: { districtId?: string; title?: string }): Promise<Form> {
      const source = await find(identity, id);
      const districtId = resolveDistrict(identity, body.districtId ?? source.districtId);
      if (source.districtId && source.districtId !== districtId) throw notFound(FORM_MESSAGES.notFound);
      requireArea(identity, source.area, 'write');
      const [row] = await db
        .insert(forms)
        .values({
          districtId,
          area: source.area,
          category: source.category,
          title: body.title || (source.template ? source.title : `${source.title} (copy)`),
          description: source.description,
          status: source.status,
          sections: source.sections,
          copiedFrom: source.id,
          createdBy: identity.userId,
        })
        .returning({ id: forms.id });
      return find(identity, row!.id);
    },
  };
}
