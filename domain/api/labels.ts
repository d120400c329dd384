import { assetByTagQuerySchema, assetByTagSchema, labelsRequestSchema, ZPL_TYPE } from '../labels.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/**
 * Asset labels (docs/product.md#asset-labels), checked against the assets area. Printing labels
 * changes nothing, so it needs `read`: every staff role of the district, viewers too (a front
 * office prints the labels of a delivery); requesters never (they see their own devices only, on
 * the help portal). It is a POST only because the selection (up to 3,000 ids) does not fit an address.
 */
export const labelsApi = endpoints('labels', {
  print: {
    method: 'POST',
    path: '/api/assets/labels',
    access: 'read',
    description:
      'Labels for the named assets (assetIds, at most 3,000), a site (siteId) or every asset matching a filter: a PDF on the chosen stock (avery-5160, avery-l7160, 2x1, 1x0.5), or ZPL for a Zebra label printer (2x1, 1x0.5 at 203 dpi). Each label: a QR code of PUBLIC_URL/a/<tag>, the tag as Code 128 and as text, the district name and the optional line.',
    body: labelsRequestSchema,
    produces: [FILE_TYPES.pdf, ZPL_TYPE],
  },
  byTag: {
    method: 'GET',
    path: '/api/assets/by-tag',
    access: 'read',
    description:
      "The asset a label's address (/a/<tag>) names, in the caller's district (any case). A Five Star administrator outside a district view gets the first district's asset with that tag.",
    query: assetByTagQuerySchema,
    response: assetByTagSchema,
  },
});
