import { assessmentsApi } from '../../../domain/api/assessments.ts';
import { FORM_LIMITS, PHOTO_TYPES } from '../../../domain/forms.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/**
 * Technology Assessment and the Onsite Tech Toolkit (see docs/product.md#technology-assessment).
 * Every route is checked against `assessments`; toolkit rows also against `toolkit` (area-access.ts).
 */
export const assessmentsRoutes: FeaturePlugin = async (app, { services }) => {
  const { library, forms, workflows, findings } = services.assessments;

  // Photo answers arrive as the image's bytes.
  app.addContentTypeParser(
    [...PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: FORM_LIMITS.photoBytes },
    (_req, body, done) => done(null, body),
  );

  serve(app, assessmentsApi, {
    libraryItems: (req) => library.list(caller(req), req.query),
    librarySummary: (req) => library.summary(caller(req), req.query.districtId, req.query.area),
    createLibraryItem: (req) => library.create(caller(req), req.body),
    updateLibraryItem: (req) => library.update(caller(req), req.params.id, req.body),
    removeLibraryItem: async (req) => {
      await library.remove(caller(req), req.params.id);
      return { success: true as const };
    },

    forms: (req) => forms.list(caller(req), req.query.districtId, req.query.area),
    createForm: (req) => forms.create(caller(req), req.body),
    form: (req) => forms.get(caller(req), req.params.id),
    updateForm: (req) => forms.update(caller(req), req.params.id, req.body),
    copyForm: (req) => forms.copy(caller(req), req.params.id, req.body),

    workflows: (req) => workflows.list(caller(req), req.query.districtId, req.query.area, req.query.visitId),
    createWorkflow: (req) => workflows.create(caller(req), req.body),
    // Already serialized: sent as bytes.
    workflow: async (req, reply) =>
      reply.type('application/json').send(await workflows.details(caller(req), req.params.id)),
    myResponse: (req) => workflows.myResponse(caller(req), req.params.id, req.query.siteId),
    respond: (req) => workflows.respond(caller(req), req.params.id, req.body),
    addPhoto: (req) => workflows.addPhoto(caller(req), req.params.id, req.headers['content-type'], req.body),
    photo: async (req, reply) => {
      const photo = await workflows.photo(caller(req), req.params.id);
      return reply
        .type(photo.contentType)
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
    reportPdf: async (req, reply) => {
      const { fileName, pdf } = await workflows.reportPdf(caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
    tracking: async (req, reply) => {
      const file = await workflows.tracking(caller(req), req.params.id, req.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },

    findingTicket: (req) => findings.createTicket(caller(req), req.params.id),
    findingTask: (req) => findings.createTask(caller(req), req.params.id),
  });
};
