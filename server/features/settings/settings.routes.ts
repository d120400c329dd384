import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import {
  districtSettingsSchema,
  siteInputSchema,
  siteSchema,
  updateSettingsSchema,
} from '../../../domain/settings.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createSettingsService } from './settings.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['settings'];
const sites = (access: 'read' | 'admin') => ({ access, area: 'sites' as const });

/**
 * The District profile and System Settings (one settings row: the profile's fields for every tier,
 * the system fields FS Apex) and the district's sites (everybody reads them).
 */
export const settingsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createSettingsService(database.db);
  const changed = (districtId: string) => bus.publish({ type: 'settings_changed', districtId, data: {} });

  app.get(
    '/api/settings',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: districtQuerySchema,
        response: { 200: districtSettingsSchema, ...errors },
      },
    },
    async (req) => service.read(caller(req), req.query.districtId),
  );

  app.put(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Saves the fields given. Enrollment, school day, time zone and email domains: every tier; name, location, SLA targets and on-call phone: FS Apex (Five Star: any district).',
        body: updateSettingsSchema,
        response: { 200: districtSettingsSchema, ...errors },
      },
    },
    async (req) => {
      const saved = await service.update(caller(req), req.body);
      await changed(saved.districtId);
      return saved;
    },
  );

  app.get(
    '/api/sites',
    {
      config: sites('read'),
      schema: { tags, querystring: districtQuerySchema, response: { 200: z.array(siteSchema), ...errors } },
    },
    async (req) => service.sites(caller(req), req.query.districtId),
  );

  app.post(
    '/api/sites',
    {
      config: sites('admin'),
      schema: { tags, body: siteInputSchema, response: { 201: siteSchema, ...errors } },
    },
    async (req, reply) => {
      const site = await service.createSite(caller(req), req.body);
      await changed(site.districtId);
      return reply.code(201).send(site);
    },
  );

  app.put(
    '/api/sites/:id',
    {
      config: sites('admin'),
      schema: {
        tags,
        params: idParamSchema,
        body: siteInputSchema,
        response: { 200: siteSchema, ...errors },
      },
    },
    async (req) => {
      const site = await service.updateSite(caller(req), req.params.id, req.body);
      await changed(site.districtId);
      return site;
    },
  );

  app.delete(
    '/api/sites/:id',
    {
      config: sites('admin'),
      schema: { tags, params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await service.deleteSite(caller(req), req.params.id);
      return { success: true as const };
    },
  );
};
