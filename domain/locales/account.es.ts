import type { accountEn } from './account.en.ts';
import type { Catalogue } from './locale.ts';

/** client/src/features/account in Spanish (see account.en.ts). */
export const accountEs: Catalogue<typeof accountEn> = {};
