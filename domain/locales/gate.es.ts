import { controlsEs } from './controls.es.ts';
import { loginEs } from './login.es.ts';

/** What the login gate reads in Spanish, one chunk loaded when Spanish is chosen (client/src/lib/gate-text.ts). */
export const gateEs = { login: loginEs, controls: controlsEs };
