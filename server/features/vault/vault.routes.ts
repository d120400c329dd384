import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { isoDay } from '../../../domain/license-rules.ts';
import {
  createVaultEntrySchema,
  exportVaultSchema,
  favoriteSchema,
  importVaultSchema,
  listVaultQuerySchema,
  revealAnswerSchema,
  revealSchema,
  saveVaultSettingsSchema,
  updateVaultEntrySchema,
  VAULT_LIMITS,
  VAULT_MESSAGES,
  vaultEntrySchema,
  vaultEventSchema,
  vaultExportFileName,
  vaultImportReportSchema,
  vaultSettingsSchema,
  vaultSummarySchema,
  vaultUseSchema,
} from '../../../domain/vault.ts';
import { caller } from '../../access/guard.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createVaultService } from './vault.service.ts';
import { createVaultKeys } from './vault-keys.ts';
import { createVaultStore } from './vault-store.ts';
import { createVaultTransfer } from './vault-transfer.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 500: errorSchema };
const tags = ['vault'];
const byId = { params: idParamSchema, querystring: districtQuerySchema };
const context = (req: FastifyRequest) => ({ ipAddress: req.ip ?? null });

/**
 * The Password Vault (see docs/product.md#password-vault): everyone of the district who sees an
 * entry reads its list item; a secret comes only from a reveal (not for viewers), recorded in the
 * entry's access log and the audit log. Five Star uses a district's vault inside its view only.
 */
export const vaultRoutes: FeaturePlugin = async (app, { database, masterKey }) => {
  const store = createVaultStore(database.db);
  const keys = createVaultKeys(database.db, masterKey);
  const service = createVaultService(store, keys);
  const transfer = createVaultTransfer(store, keys, service);

  // Answers that carry a secret are never kept by a browser or a proxy.
  const noStore = { 'cache-control': 'no-store' };

  // Every open vault screen reads the district's whole list (2,000 entries make a 1 MB answer).
  // Its serialized form, which holds no secret, is kept a moment per viewer and district; any
  // change made through these routes clears it before its answer goes out, and the time limit
  // bounds what another server (or a department change elsewhere) leaves stale.
  const lists = createAnswerCache(2000);
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET') lists.clear();
    return payload;
  });

  app.get(
    '/api/vault',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The entries of the district the caller sees (by access level), by title. Never a secret: strength, status, reuse, favorite and last access only.',
        querystring: listVaultQuerySchema,
        response: { 200: z.array(vaultEntrySchema), ...errors },
      },
    },
    async (req, reply) => {
      const who = caller(req);
      const key = `${who.userId}|${who.role}|${who.districtId ?? req.query.districtId ?? ''}|${isoDay()}`;
      const body = await lists.get(key, () => service.list(who, req.query.districtId));
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/vault/summary',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The four cards over the entries the caller sees: total, security alerts (weak, expired, expiring within 30 days, reused), recently accessed (3 days), shared.',
        querystring: districtQuerySchema,
        response: { 200: vaultSummarySchema, ...errors },
      },
    },
    async (req) => service.summary(caller(req), req.query.districtId),
  );

  app.get(
    '/api/vault/settings',
    {
      config: { access: 'read' },
      schema: { tags, querystring: districtQuerySchema, response: { 200: vaultSettingsSchema, ...errors } },
    },
    async (req) => service.settings(caller(req), req.query.districtId),
  );

  app.put(
    '/api/vault/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Vault Settings: a reason required to reveal, the default expiry in days, who may export.',
        body: saveVaultSettingsSchema,
        response: { 200: vaultSettingsSchema, ...errors },
      },
    },
    async (req) => service.saveSettings(caller(req), req.body.districtId, req.body),
  );

  app.post(
    '/api/vault',
    {
      config: { access: 'write' },
      schema: { tags, body: createVaultEntrySchema, response: { 201: vaultEntrySchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.create(caller(req), req.body)),
  );

  app.put(
    '/api/vault/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Edit. A secret left out (or an empty password) is kept; twoFactorBackup or notes null clears it.',
        params: idParamSchema,
        body: updateVaultEntrySchema,
        response: { 200: vaultEntrySchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/api/vault/:id',
    {
      config: { access: 'write' },
      schema: { tags, ...byId, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/vault/:id/reveal',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          "One secret of the entry. Viewers never get one (403); a district may require a reason. Recorded in the entry's access log and the audit log.",
        params: idParamSchema,
        body: revealSchema,
        response: { 200: revealAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const value = await service.reveal(
        caller(req),
        req.params.id,
        req.body.field,
        req.body.reason,
        context(req),
      );
      return reply.headers(noStore).send({ value });
    },
  );

  app.post(
    '/api/vault/:id/events',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "A copy of the username or password, or an opened link, for the entry's access log.",
        params: idParamSchema,
        body: vaultUseSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.use(caller(req), req.params.id, req.body.action, context(req));
      return { success: true as const };
    },
  );

  app.get(
    '/api/vault/:id/log',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "The entry's access log, newest first: who, when, from which address, why.",
        ...byId,
        response: { 200: z.array(vaultEventSchema), ...errors },
      },
    },
    async (req) => service.events(caller(req), req.params.id),
  );

  app.put(
    '/api/vault/:id/favorite',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "The caller's own favorite.",
        params: idParamSchema,
        body: favoriteSchema,
        response: { 200: favoriteSchema, ...errors },
      },
    },
    async (req) => {
      await service.setFavorite(caller(req), req.params.id, req.body.isFavorite);
      return { isFavorite: req.body.isFavorite };
    },
  );

  app.post(
    '/api/vault/export',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          "The entries the caller sees as Bitwarden's CSV, secrets included. Needs the caller's password and a role the district allows; audited.",
        body: exportVaultSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, count, day } = await transfer.exportCsv(
        caller(req),
        req.body.districtId,
        req.body.password,
        context(req),
      );
      return reply
        .headers(noStore)
        .header('content-disposition', `attachment; filename="${vaultExportFileName(day)}"`)
        .header('x-export-count', String(count))
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/api/vault/import',
    {
      config: { access: 'write' },
      bodyLimit: VAULT_LIMITS.importBytes * 2,
      schema: {
        tags,
        description:
          "Bitwarden's CSV (as the export writes it). dryRun (the default) checks every row and answers a preview without secrets; dryRun=false adds every row, or none and 400 when any row is rejected.",
        body: importVaultSchema,
        response: { 200: vaultImportReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { districtId, csv, dryRun } = req.body;
      const report = await transfer.importCsv(caller(req), districtId, csv, dryRun);
      if (!dryRun && report.rejectedCount > 0)
        return reply.code(400).send({
          message: VAULT_MESSAGES.importHasErrors(report.rejectedCount),
          issues: report.rejected.map((r) => ({
            path: `rows.${r.row - 2}`,
            message: `Row ${r.row}: ${r.message}`,
          })),
        });
      return report;
    },
  );
};
