import type { controlsEn } from './controls.en.ts';
import type { Catalogue } from './locale.ts';

/** The shared controls' words in Spanish (see controls.en.ts). */
export const controlsEs: Catalogue<typeof controlsEn> = {
  brand: 'Portal de TI del distrito',
  loading: 'Cargando',
  optional: '(opcional)',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  pleaseTryAgain: 'Intente de nuevo.',
  dismiss: 'Cerrar la notificación',
};
