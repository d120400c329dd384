import type { csatEn } from './csat.en.ts';
import type { Catalogue } from './locale.ts';

/** client/src/features/csat in Spanish (see csat.en.ts). */
export const csatEs: Catalogue<typeof csatEn> = {};
