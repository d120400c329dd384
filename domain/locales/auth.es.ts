import type { authEn } from './auth.en.ts';
import type { Catalogue } from './locale.ts';

/** client/src/features/auth in Spanish (see auth.en.ts). */
export const authEs: Catalogue<typeof authEn> = {
  invite: {
    checking: 'Comprobando su invitación...',
    invalid: {
      title: 'Este enlace de invitación no es válido',
      body: 'Puede que haya vencido o que ya se haya usado. Pida una nueva invitación a quien lo invitó (el administrador de su distrito o de Five Star).',
      signIn: 'Ir a iniciar sesión',
    },
    form: {
      title: 'Cree su contraseña',
      invitedNamed: '{{name}}, usted ha sido invitado a administrar',
      invited: 'Usted ha sido invitado a administrar',
      email: 'Correo electrónico',
      password: 'Contraseña nueva',
      passwordHint: 'Al menos {{min}} caracteres.',
      confirmPassword: 'Confirme la contraseña',
      submit: 'Crear contraseña e iniciar sesión',
    },
    failed: 'No se pudo crear la contraseña',
    welcome: { title: '¡Bienvenido!', description: 'Inició sesión en {{district}}.' },
  },
  logout: { failed: 'No se pudo cerrar la sesión' },
  switchView: { failed: 'No se pudo cambiar la vista' },
};
