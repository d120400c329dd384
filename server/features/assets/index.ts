// What other features may use of the asset inventory.

export { categoriesOf } from './asset-categories.service.ts';
export { assetStatusCounts } from './asset-counts.ts';
export {
  type CustodyActor,
  type CustodyWebhooks,
  checkInAssets,
  checkOutAssets,
  moveAssets,
  noteAssets,
  rosteredPerson,
  setAssetStatus,
} from './asset-custody.ts';
export { filterWhere } from './assets-query.ts';
