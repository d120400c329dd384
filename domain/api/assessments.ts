import { z } from 'zod';
import {
  copyFormSchema,
  createFormSchema,
  formSchema,
  listFormsQuerySchema,
  PHOTO_TYPES,
  updateFormSchema,
} from '../forms.ts';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import {
  areaQuerySchema,
  createLibraryItemSchema,
  libraryItemSchema,
  librarySummarySchema,
  listLibraryQuerySchema,
} from '../library.ts';
import {
  createWorkflowSchema,
  findingLinkSchema,
  listWorkflowsQuerySchema,
  myResponseQuerySchema,
  photoSchema,
  responseBodySchema,
  responseSchema,
  trackingExportQuerySchema,
  workflowDetailsSchema,
  workflowListItemSchema,
} from '../workflows.ts';
import { endpoints } from './endpoint.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Technology Assessment and the Onsite Tech Toolkit (docs/product.md#technology-assessment): the
 * document library, forms, workflows with responses and photos, their files, and findings made work.
 */
export const assessmentsApi = endpoints('assessments', {
  // --- the document library ---
  libraryItems: {
    method: 'GET',
    path: '/api/library-items',
    access: 'read',
    description:
      'The library of one area (assessment or toolkit), filtered by kind, category, status and a search.',
    query: listLibraryQuerySchema,
    response: z.array(libraryItemSchema),
  },
  librarySummary: {
    method: 'GET',
    path: '/api/library-summary',
    access: 'read',
    query: areaQuerySchema,
    response: librarySummarySchema,
  },
  createLibraryItem: {
    method: 'POST',
    path: '/api/library-items',
    access: 'write',
    body: createLibraryItemSchema,
    response: libraryItemSchema,
    status: 201,
  },
  updateLibraryItem: {
    method: 'PUT',
    path: '/api/library-items/:id',
    access: 'write',
    params: idParamSchema,
    body: createLibraryItemSchema,
    response: libraryItemSchema,
  },
  removeLibraryItem: {
    method: 'DELETE',
    path: '/api/library-items/:id',
    access: 'write',
    params: idParamSchema,
    query: districtQuerySchema,
    response: okSchema,
  },

  // --- forms ---
  forms: {
    method: 'GET',
    path: '/api/forms',
    access: 'read',
    description: "The area's built-in templates, then the district's own forms.",
    query: listFormsQuerySchema,
    response: z.array(formSchema),
  },
  createForm: {
    method: 'POST',
    path: '/api/forms',
    access: 'write',
    body: createFormSchema,
    response: formSchema,
    status: 201,
  },
  form: {
    method: 'GET',
    path: '/api/forms/:id',
    access: 'read',
    params: idParamSchema,
    query: districtQuerySchema,
    response: formSchema,
  },
  updateForm: {
    method: 'PUT',
    path: '/api/forms/:id',
    access: 'write',
    params: idParamSchema,
    body: updateFormSchema,
    response: formSchema,
  },
  copyForm: {
    method: 'POST',
    path: '/api/forms/:id/copy',
    access: 'write',
    description: "Copies a built-in template (or a form) into the district's own forms, to change.",
    params: idParamSchema,
    body: copyFormSchema,
    response: formSchema,
    status: 201,
  },

  // --- workflows ---
  workflows: {
    method: 'GET',
    path: '/api/workflows',
    access: 'read',
    query: listWorkflowsQuerySchema,
    response: z.array(workflowListItemSchema),
  },
  createWorkflow: {
    method: 'POST',
    path: '/api/workflows',
    access: 'write',
    description:
      'Sends a form (a template or a district form) to respondents: people or sites of the district.',
    body: createWorkflowSchema,
    response: workflowDetailsSchema,
    status: 201,
  },
  workflow: {
    method: 'GET',
    path: '/api/workflows/:id',
    access: 'read',
    description:
      'The workflow with its completion, scores per section and overall, findings by severity, respondents and the previous run of its form.',
    params: idParamSchema,
    query: districtQuerySchema,
    response: workflowDetailsSchema,
  },
  myResponse: {
    method: 'GET',
    path: '/api/workflows/:id/response',
    access: 'read',
    description: "The caller's own response (or a site's, with siteId), to go on with a draft.",
    params: idParamSchema,
    query: myResponseQuerySchema,
    response: responseSchema,
  },
  respond: {
    method: 'POST',
    path: '/api/workflows/:id/responses',
    access: 'write',
    description:
      'Saves the answers as a draft (submit: false) or submits them; 400 names the question of a wrong or missing answer.',
    params: idParamSchema,
    body: responseBodySchema,
    response: responseSchema,
  },
  /** The body is the image's bytes (image/jpeg, image/png or image/webp), not JSON; 415 for another type. */
  addPhoto: {
    method: 'POST',
    path: '/api/workflows/:id/photos',
    access: 'write',
    description:
      'Uploads the image of a photo answer (a JPEG, PNG or WebP body of at most 2 MB); the answer names the id.',
    params: idParamSchema,
    response: photoSchema,
    status: 201,
    errors: [413],
  },
  /** The image's bytes. */
  photo: {
    method: 'GET',
    path: '/api/form-photos/:id',
    access: 'read',
    produces: PHOTO_TYPES,
    params: idParamSchema,
  },
  /** A PDF file. */
  reportPdf: {
    method: 'GET',
    path: '/api/workflows/:id/report.pdf',
    access: 'read',
    produces: ['application/pdf'],
    description:
      'The report: completion, scores beside the previous run of the same form, findings by severity.',
    params: idParamSchema,
  },
  /** A CSV or Excel file. */
  tracking: {
    method: 'GET',
    path: '/api/workflows/:id/tracking',
    access: 'read',
    produces: ['text/csv', XLSX_TYPE],
    description: 'The tracking sheet: every respondent’s answers, one column per question, as CSV or Excel.',
    params: idParamSchema,
    query: trackingExportQuerySchema,
  },

  // --- findings become work ---
  findingTicket: {
    method: 'POST',
    path: '/api/findings/:id/ticket',
    access: 'write',
    description: 'Opens a support ticket prefilled from the finding and links it back.',
    params: idParamSchema,
    response: findingLinkSchema,
    status: 201,
  },
  findingTask: {
    method: 'POST',
    path: '/api/findings/:id/task',
    access: 'write',
    description: 'Adds a task prefilled from the finding and links it back.',
    params: idParamSchema,
    response: findingLinkSchema,
    status: 201,
  },
});
