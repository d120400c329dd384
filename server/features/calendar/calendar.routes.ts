import { calendarApi } from '../../../domain/api/calendar.ts';
import { CALENDAR_LIMITS } from '../../../domain/calendar.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** A district's working calendar (see docs/product.md#working-calendar). */
export const calendarRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.calendar;
  // An .ics file arrives as its text; only on this area's routes.
  app.addContentTypeParser(
    'text/calendar',
    { parseAs: 'string', bodyLimit: CALENDAR_LIMITS.icsBytes },
    (_req, body, done) => done(null, body),
  );
  serve(app, calendarApi, {
    read: (req) => service.read(caller(req), req.params.districtId),
    update: (req) => service.update(caller(req), req.params.districtId, req.body),
    import: (req) => service.importIcs(caller(req), req.params.districtId, req.body),
  });
};
