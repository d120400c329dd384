import { z } from 'zod';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
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
  vaultEntrySchema,
  vaultEventSchema,
  vaultImportReportSchema,
  vaultSettingsSchema,
  vaultSummarySchema,
  vaultUseSchema,
} from '../vault.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/** A secret that cannot be opened answers 500 (beyond the common errors). */
const errors = [500] as const;

/**
 * The Password Vault (see docs/product.md#password-vault): everyone of the district who sees an
 * entry reads its list item; a secret comes only from a reveal (not for viewers), recorded in the
 * entry's access log and the audit log. Five Star uses a district's vault inside its view only.
 */
export const vaultApi = endpoints('vault', {
  list: {
    method: 'GET',
    path: '/api/vault',
    access: 'read',
    description:
      'The entries of the district the caller sees (by access level), by title. Never a secret: strength, status, reuse, favorite and last access only.',
    query: listVaultQuerySchema,
    response: z.array(vaultEntrySchema),
    errors,
  },
  summary: {
    method: 'GET',
    path: '/api/vault/summary',
    access: 'read',
    description:
      'The four cards over the entries the caller sees: total, security alerts (weak, expired, expiring within 30 days, reused), recently accessed (3 days), shared.',
    query: districtQuerySchema,
    response: vaultSummarySchema,
    errors,
  },
  settings: {
    method: 'GET',
    path: '/api/vault/settings',
    access: 'read',
    query: districtQuerySchema,
    response: vaultSettingsSchema,
    errors,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/vault/settings',
    access: 'admin',
    description: 'Vault Settings: a reason required to reveal, the default expiry in days, who may export.',
    body: saveVaultSettingsSchema,
    response: vaultSettingsSchema,
    errors,
  },
  create: {
    method: 'POST',
    path: '/api/vault',
    access: 'write',
    body: createVaultEntrySchema,
    response: vaultEntrySchema,
    status: 201,
    errors,
  },
  update: {
    method: 'PUT',
    path: '/api/vault/:id',
    access: 'write',
    description:
      'Edit. A secret left out (or an empty password) is kept; twoFactorBackup or notes null clears it.',
    params: idParamSchema,
    body: updateVaultEntrySchema,
    response: vaultEntrySchema,
    errors,
  },
  remove: {
    method: 'DELETE',
    path: '/api/vault/:id',
    access: 'write',
    params: idParamSchema,
    query: districtQuerySchema,
    response: okSchema,
    errors,
  },
  reveal: {
    method: 'POST',
    path: '/api/vault/:id/reveal',
    access: 'write',
    description:
      "One secret of the entry. Viewers never get one (403); a district may require a reason. Recorded in the entry's access log and the audit log.",
    params: idParamSchema,
    body: revealSchema,
    response: revealAnswerSchema,
    errors,
  },
  use: {
    method: 'POST',
    path: '/api/vault/:id/events',
    access: 'read',
    description: "A copy of the username or password, or an opened link, for the entry's access log.",
    params: idParamSchema,
    body: vaultUseSchema,
    response: okSchema,
    errors,
  },
  log: {
    method: 'GET',
    path: '/api/vault/:id/log',
    access: 'admin',
    description: "The entry's access log, newest first: who, when, from which address, why.",
    params: idParamSchema,
    query: districtQuerySchema,
    response: z.array(vaultEventSchema),
    errors,
  },
  favorite: {
    method: 'PUT',
    path: '/api/vault/:id/favorite',
    access: 'read',
    description: "The caller's own favorite.",
    params: idParamSchema,
    body: favoriteSchema,
    response: favoriteSchema,
    errors,
  },
  /** Bitwarden's CSV, as a file (no JSON answer). */
  export: {
    method: 'POST',
    path: '/api/vault/export',
    access: 'write',
    description:
      "The entries the caller sees as Bitwarden's CSV, secrets included. Needs the caller's password and a role the district allows; audited.",
    body: exportVaultSchema,
    produces: [FILE_TYPES.csv],
  },
  import: {
    method: 'POST',
    path: '/api/vault/import',
    access: 'write',
    description:
      "Bitwarden's CSV (as the export writes it). dryRun (the default) checks every row and answers a preview without secrets; dryRun=false adds every row, or none and 400 when any row is rejected.",
    bodyLimit: VAULT_LIMITS.importBytes * 2,
    body: importVaultSchema,
    response: vaultImportReportSchema,
    errors,
  },
});
