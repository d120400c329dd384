import type { Catalogue } from './locale.ts';
import type { sparkyEn } from './sparky.en.ts';

/** client/src/features/sparky in Spanish (see sparky.en.ts). */
export const sparkyEs: Catalogue<typeof sparkyEn> = {};
