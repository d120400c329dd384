import { z } from 'zod';
import {
  disposeAssetSchema,
  disposedAssetSchema,
  erateBudgetInputSchema,
  erateBudgetQuerySchema,
  erateBudgetSchema,
  erateEquipmentQuerySchema,
  erateRegisterQuerySchema,
  erateRegisterRowSchema,
} from '../erate.ts';
import { districtQuerySchema, idParamSchema } from '../http.ts';
import { endpoints, FILE_TYPES } from './endpoint.ts';

/**
 * The E-Rate register and the Category Two budget (issue 34; docs/product.md#e-rate): money, so
 * district administrators and Five Star only. Disposal is inventory work (the assets area).
 */
export const erateApi = endpoints('erate', {
  equipment: {
    method: 'GET',
    path: '/api/erate/equipment',
    access: 'read',
    description:
      "The district's Category Two equipment (assets of an E-Rate C2 funding source), in service or disposed of less than 10 years ago.",
    query: erateEquipmentQuerySchema,
    response: z.array(erateRegisterRowSchema),
  },
  register: {
    method: 'GET',
    path: '/api/erate/register',
    access: 'read',
    description:
      'The E-Rate C2 register as CSV or Excel (format=csv|xlsx): make, model, serial, location, install date, cost, funding source, disposal; X-Export-Count says how many.',
    query: erateRegisterQuerySchema,
    produces: [FILE_TYPES.csv, FILE_TYPES.xlsx],
  },
  budget: {
    method: 'GET',
    path: '/api/erate/budget',
    access: 'read',
    description:
      'A five-year C2 budget cycle (the latest saved, or the one asked for) with what was spent against it (C2 equipment purchased in the cycle) and what remains.',
    query: erateBudgetQuerySchema,
    response: erateBudgetSchema,
  },
  saveBudget: {
    method: 'PUT',
    path: '/api/erate/budget',
    access: 'admin',
    description: "Saves a cycle's C2 budget (dollars) and answers it with spent and remaining.",
    body: erateBudgetInputSchema,
    response: erateBudgetSchema,
  },
  dispose: {
    method: 'POST',
    path: '/api/assets/:id/dispose',
    access: 'write',
    area: 'assets',
    description:
      'Records the disposal of an asset (retired, with the day and how) instead of deleting it; C2 equipment stays on the E-Rate register 10 years after.',
    params: idParamSchema,
    query: districtQuerySchema,
    body: disposeAssetSchema,
    response: disposedAssetSchema,
  },
});
