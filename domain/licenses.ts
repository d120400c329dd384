// License Tracking's vocabulary, by kind: enumerations and limits, rules, messages, schemas,
// history sentences, CSV and Excel.
export * from './license-csv.ts';
export * from './license-history.ts';
export * from './license-messages.ts';
export * from './license-rules.ts';
export * from './license-schemas.ts';
export * from './license-vocabulary.ts';
