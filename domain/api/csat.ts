import { analyticsQuerySchema } from '../analytics.ts';
import {
  answerCsatSchema,
  csatResultsSchema,
  csatSurveySchema,
  csatTokenParamsSchema,
  ticketCsatSchema,
} from '../csat.ts';
import { idParamSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * Satisfaction (see docs/product.md#satisfaction). The survey link's two endpoints are public: the
 * signed token is the credential (docs/security.md#satisfaction-links), and they are rate-limited
 * per address. A ticket's survey is read by the staff of its district and its requester, answered
 * by its requester on /help; the results are Analytics'.
 */
export const csatApi = endpoints('csat', {
  survey: {
    method: 'GET',
    path: '/api/csat/:token',
    access: 'public',
    description:
      'What the survey page shows: the ticket, the rating and comment given, and whether it can still be changed. 404 for a link that is not valid (altered), 403 for an expired one.',
    params: csatTokenParamsSchema,
    response: csatSurveySchema,
    errors: [429],
  },
  answer: {
    method: 'POST',
    path: '/api/csat/:token',
    access: 'public',
    description:
      'Gives or changes the answer while the survey is open (7 days after the resolution; 409 after). A rating alone keeps the comment; an empty comment removes it.',
    params: csatTokenParamsSchema,
    body: answerCsatSchema,
    response: csatSurveySchema,
    errors: [429],
  },
  ofTicket: {
    method: 'GET',
    path: '/api/csat/tickets/:id',
    access: 'read',
    area: 'tickets',
    requesters: 'own',
    description:
      "A ticket's survey (null before its resolution), for staff of its district and its requester.",
    params: idParamSchema,
    response: ticketCsatSchema,
  },
  answerTicket: {
    method: 'PUT',
    path: '/api/csat/tickets/:id',
    access: 'read',
    area: 'tickets',
    requesters: 'own',
    description:
      "The ticket's requester rates it on /help (403 for anyone else; 409 before its survey opened or after it closed).",
    params: idParamSchema,
    body: answerCsatSchema,
    response: csatSurveySchema,
  },
  results: {
    method: 'GET',
    path: '/api/analytics/satisfaction',
    access: 'read',
    area: 'analytics',
    description:
      'Satisfaction over a range (answers given in it): overall, per technician, district and tier, and the latest comments; scoped like Analytics.',
    query: analyticsQuerySchema,
    response: csatResultsSchema,
  },
});
