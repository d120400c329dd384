// The inventory's vocabulary, by kind: enumerations and limits, messages, schemas, CSV.
export * from './asset-categories.ts';
export * from './asset-csv.ts';
export * from './asset-messages.ts';
export * from './asset-schemas.ts';
export * from './asset-vocabulary.ts';
