import {
  permissionsAnswerSchema,
  permissionsQuerySchema,
  savePermissionsSchema,
} from '../../../domain/admin.ts';
import { errorSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createPermissionsService } from './permissions.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['admin'];

/** Manage Permissions: feature toggles per district and the defaults new districts get (Five Star only). */
export const permissionsRoutes: FeaturePlugin = async (app, { database, bus, sessions }) => {
  const service = createPermissionsService(database.db);

  app.get(
    '/api/admin/permissions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "A district's feature toggles, or with districtId=defaults those new districts get.",
        querystring: permissionsQuerySchema,
        response: { 200: permissionsAnswerSchema, ...errors },
      },
    },
    async (req) => service.read(req.query.districtId),
  );

  app.put(
    '/api/admin/permissions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          "Saves a district's feature toggles (or the defaults); the district's users are refused the areas switched off at once.",
        body: savePermissionsSchema,
        response: { 200: permissionsAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const saved = await service.save(caller(req), req.body.districtId, req.body.features);
      if (saved.changedDistrict) {
        // Every server forgets the district's cached identities; its browsers refresh their sidebar.
        await sessions.changed({ districtId: saved.changedDistrict });
        await bus.publish({
          type: 'permissions_changed',
          districtId: saved.changedDistrict,
          data: { features: saved.features },
        });
      }
      return { districtId: saved.districtId, features: saved.features };
    },
  );
};
