import {
  damageCreatedSchema,
  damageInputSchema,
  damageListQuerySchema,
  damagePageSchema,
  damagePhotosInputSchema,
  damageReportSchema,
  loanerInputSchema,
  repairListQuerySchema,
  repairPageSchema,
  repairSchema,
  repairUpdateSchema,
} from '../damage.ts';
import { districtQuerySchema, idParamSchema } from '../http.ts';
import { endpoints } from './endpoint.ts';

/**
 * Damage reports and repairs (issue 34, see docs/product.md#repairs): inventory work, checked
 * against the assets area (technicians and administrators write, viewers read). No money here.
 */
export const damageApi = endpoints('damage', {
  report: {
    method: 'POST',
    path: '/api/assets/:id/damage',
    access: 'write',
    area: 'assets',
    description:
      'Report damage (or a loss) of an asset: who had it is the person it was assigned to then. Opens a repair ticket (or links the given ticket, or the ticket of the given onsite visit: source checklist) and an in-house repair.',
    params: idParamSchema,
    body: damageInputSchema,
    response: damageCreatedSchema,
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/api/damage',
    access: 'read',
    area: 'assets',
    description: "The district's damage reports, newest first, by state, person or asset; paged by cursor.",
    query: damageListQuerySchema,
    response: damagePageSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/damage/:id',
    access: 'read',
    area: 'assets',
    description: 'One damage report with its ticket and repair.',
    params: idParamSchema,
    query: districtQuerySchema,
    response: damageReportSchema,
  },
  addPhotos: {
    method: 'POST',
    path: '/api/damage/:id/photos',
    access: 'write',
    area: 'assets',
    description:
      'Keep photos with a damage report: attachment ids of a ticket of the district (its repair ticket, attached after the report). At most 10 a report.',
    params: idParamSchema,
    query: districtQuerySchema,
    body: damagePhotosInputSchema,
    response: damageReportSchema,
  },
  repairs: {
    method: 'GET',
    path: '/api/repairs',
    access: 'read',
    area: 'assets',
    description: "The district's repairs, open ones first then newest, by state; paged by cursor.",
    query: repairListQuerySchema,
    response: repairPageSchema,
  },
  updateRepair: {
    method: 'PUT',
    path: '/api/repairs/:id',
    access: 'write',
    area: 'assets',
    description:
      'Save a repair: in house (time, technician), sent out or warranty (vendor, RMA number, shipped and returned days). A warranty repair charges nobody: its damage becomes no charge.',
    params: idParamSchema,
    query: districtQuerySchema,
    body: repairUpdateSchema,
    response: repairSchema,
  },
  loaner: {
    method: 'POST',
    path: '/api/repairs/:id/loaner',
    access: 'write',
    area: 'assets',
    description:
      "Check a loaner (an available asset) out to the damaged device's person while it is repaired.",
    params: idParamSchema,
    query: districtQuerySchema,
    body: loanerInputSchema,
    response: repairSchema,
  },
});
