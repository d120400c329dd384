// What other features may use of the asset inventory.

export { categoriesOf } from './asset-categories.service.ts';
export { assetStatusCounts } from './asset-counts.ts';
