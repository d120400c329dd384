import { emailChannelsApi } from '../../../domain/api/email-channels.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const emailChannelsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.emailChannels.service;
  serve(app, emailChannelsApi, {
    list: (req) => service.list(caller(req), req.query.districtId),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
    test: (req) => service.test(caller(req), req.params.id),
    poll: (req) => service.poll(caller(req), req.params.id),
    runs: (req) => service.runs(caller(req), req.params.id),
  });
};
