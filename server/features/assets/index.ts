// What other features may use of the asset inventory.
export { assetStatusCounts } from './asset-counts.ts';
