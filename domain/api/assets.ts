import { z } from 'zod';
import {
  ASSET_LIST_MAX,
  assetCategoriesSchema,
  assetCategoryDefSchema,
  assetFieldsSchema,
  assetHistoryEntrySchema,
  assetPageSchema,
  assetSchema,
  assetSummarySchema,
  bulkResultSchema,
  bulkUpdateAssetsSchema,
  checkInAssetsSchema,
  checkOutAssetsSchema,
  exportAssetsQuerySchema,
  importAssetsSchema,
  importReportSchema,
  listAssetsQuerySchema,
  saveAssetSchema,
} from '../assets.ts';
import { districtQuerySchema, idParamSchema, okSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/** The inventory (docs/product.md#inventory): assets, their history and the district's categories. */
export const assetsApi = endpoints('assets', {
  list: {
    method: 'GET',
    path: '/api/assets',
    access: 'read',
    description: `The district's assets, newest first: at most ${ASSET_LIST_MAX} per call. X-Total-Count says how many match; X-Next-Cursor continues.`,
    query: listAssetsQuerySchema,
    response: z.array(assetSchema),
  },
  page: {
    method: 'GET',
    path: '/api/assets/page',
    access: 'read',
    description: 'One page of the filtered, sorted inventory with the total and a cursor for the next page.',
    query: listAssetsQuerySchema,
    response: assetPageSchema,
  },
  categories: {
    method: 'GET',
    path: '/api/asset-categories',
    access: 'read',
    description:
      "The district's asset categories in order, each with its custom fields (the defaults until its administrators edit them).",
    query: districtQuerySchema,
    response: z.array(assetCategoryDefSchema),
  },
  replaceCategories: {
    method: 'PUT',
    path: '/api/asset-categories',
    access: 'admin',
    description:
      "Replaces the district's category list. Keys stay what assets store: change a label to rename. Removing a category some assets still use answers 409 with how many.",
    query: districtQuerySchema,
    body: assetCategoriesSchema,
    response: z.array(assetCategoryDefSchema),
  },
  summary: {
    method: 'GET',
    path: '/api/assets/summary',
    access: 'read',
    query: districtQuerySchema,
    response: assetSummarySchema,
  },
  /** A CSV file. */
  exportCsv: {
    method: 'GET',
    path: '/api/assets/export',
    access: 'read',
    produces: ['text/csv'],
    description: 'The matching assets as CSV with the export columns (file name assets-export-{date}.csv).',
    query: exportAssetsQuerySchema,
  },
  /** 200 when the body names an existing asset (saved over it), 201 when it creates one. */
  save: {
    method: 'POST',
    path: '/api/assets',
    access: 'write',
    description:
      'Creates an asset; a body carrying the id of an existing asset updates it (the web app’s Edit dialog saves through this call).',
    body: saveAssetSchema,
    response: assetSchema,
    alsoStatus: 201,
  },
  importRows: {
    method: 'POST',
    path: '/api/assets/import',
    access: 'write',
    bodyLimit: 64 * 1024 * 1024,
    description:
      'Checks CSV rows (dryRun: true) or creates them all in one transaction. A real import with any bad row changes nothing and answers 400.',
    body: importAssetsSchema,
    response: importReportSchema,
  },
  bulkUpdate: {
    method: 'POST',
    path: '/api/assets/bulk-update',
    access: 'write',
    body: bulkUpdateAssetsSchema,
    response: bulkResultSchema,
  },
  checkOut: {
    method: 'POST',
    path: '/api/assets/check-out',
    access: 'write',
    body: checkOutAssetsSchema,
    response: bulkResultSchema,
  },
  checkIn: {
    method: 'POST',
    path: '/api/assets/check-in',
    access: 'write',
    body: checkInAssetsSchema,
    response: bulkResultSchema,
  },
  get: {
    method: 'GET',
    path: '/api/assets/:id',
    access: 'read',
    params: idParamSchema,
    query: districtQuerySchema,
    response: assetSchema,
  },
  history: {
    method: 'GET',
    path: '/api/assets/:id/history',
    access: 'read',
    params: idParamSchema,
    query: districtQuerySchema,
    response: z.array(assetHistoryEntrySchema),
  },
  update: {
    method: 'PUT',
    path: '/api/assets/:id',
    access: 'write',
    params: idParamSchema,
    query: districtQuerySchema,
    body: assetFieldsSchema,
    response: assetSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/assets/:id',
    access: 'write',
    params: idParamSchema,
    query: districtQuerySchema,
    response: okSchema,
  },
});
