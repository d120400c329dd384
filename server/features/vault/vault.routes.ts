import type { FastifyRequest } from 'fastify';
import { vaultApi } from '../../../domain/api/vault.ts';
import { vaultExportFileName } from '../../../domain/vault.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

const context = (req: Pick<FastifyRequest, 'ip'>) => ({ ipAddress: req.ip ?? null });
/** Answers that carry a secret are never kept by a browser or a proxy. */
const noStore = { 'cache-control': 'no-store' };

/**
 * The Password Vault (see docs/product.md#password-vault): everyone of the district who sees an
 * entry reads its list item; a secret comes only from a reveal (not for viewers), recorded in the
 * entry's access log and the audit log. Five Star uses a district's vault inside its view only.
 */
export const vaultRoutes: FeaturePlugin = async (app, { services }) => {
  const vault = services.vault;
  serve(app, vaultApi, {
    // Already serialized: sent as bytes.
    list: async (req, reply) =>
      reply.type('application/json').send(await vault.listAnswer(caller(req), req.query.districtId)),
    summary: (req) => vault.summary(caller(req), req.query.districtId),
    settings: (req) => vault.settings(caller(req), req.query.districtId),
    saveSettings: (req) => vault.saveSettings(caller(req), req.body.districtId, req.body),
    create: (req) => vault.create(caller(req), req.body),
    update: (req) => vault.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await vault.remove(caller(req), req.params.id);
      return { success: true as const };
    },
    reveal: async (req, reply) => {
      const { field, reason } = req.body;
      const value = await vault.reveal(caller(req), req.params.id, field, reason, context(req));
      reply.headers(noStore);
      return { value };
    },
    use: async (req) => {
      await vault.use(caller(req), req.params.id, req.body.action, context(req));
      return { success: true as const };
    },
    log: (req) => vault.events(caller(req), req.params.id),
    favorite: async (req) => {
      await vault.setFavorite(caller(req), req.params.id, req.body.isFavorite);
      return { isFavorite: req.body.isFavorite };
    },
    export: async (req, reply) => {
      const { districtId, password } = req.body;
      const { csv, count, day } = await vault.exportCsv(caller(req), districtId, password, context(req));
      return reply
        .headers(noStore)
        .header('content-disposition', `attachment; filename="${vaultExportFileName(day)}"`)
        .header('x-export-count', String(count))
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
    import: (req) => vault.importCsv(caller(req), req.body.districtId, req.body.csv, req.body.dryRun),
  });
};
