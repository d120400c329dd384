import type { Catalogue } from './locale.ts';
import type { loginEn } from './login.en.ts';

/**
 * The login gate in Spanish (US K-12 usage, "usted" for families): loaded only when Spanish is
 * chosen, so the gate's first load stays small. Same keys as login.en.ts.
 */
export const loginEs: Catalogue<typeof loginEn> = {
  loading: 'Cargando…',
  language: 'Idioma',
  welcome: 'Bienvenido',
  intro: 'Inicie sesión para gestionar los servicios de tecnología de su distrito.',
  tabs: { label: 'Iniciar sesión o crear una cuenta', signIn: 'Iniciar sesión', register: 'Crear cuenta' },
  badges: {
    multiDistrict: 'Varios distritos',
    secure: 'Plataforma segura',
    google: 'Integración con Google',
  },
  signIn: {
    email: 'Correo electrónico',
    emailPlaceholder: 'usted@distrito.org',
    password: 'Contraseña',
    passwordPlaceholder: 'Escriba su contraseña',
    forgot: '¿Olvidó su contraseña?',
    submit: 'Iniciar sesión',
  },
  register: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos {{min}} caracteres.',
    confirmPassword: 'Confirme la contraseña',
    submit: 'Crear cuenta',
    created: { title: '¡Cuenta creada!', description: 'Bienvenido, {{name}}.' },
  },
  alternatives: {
    or: 'o',
    google: 'Continuar con Google',
    demo: 'Acceso al panel de demostración',
    demoGranted: {
      title: 'Acceso de demostración concedido',
      description: 'Cargando el panel de demostración…',
    },
  },
  welcomeBack: { title: '¡Bienvenido de nuevo!', description: 'Sesión iniciada como {{name}}.' },
  sso: {
    cancel: 'Cancelar',
    continue: 'Continuar',
    button: 'Inicio de sesión único (SSO)',
    required: 'Inicie sesión con el inicio de sesión único de su distrito',
    passwordsOff: 'Su distrito usa el inicio de sesión único: elija “Inicio de sesión único (SSO)”.',
    lookupLabel: 'Código del distrito o correo electrónico',
    lookupHint: 'El código de su distrito (p. ej., BENSON) o su correo electrónico escolar.',
    lookupRequired: 'Escriba el código de su distrito o su correo electrónico',
    notFoundFor:
      'No se encontró ningún distrito con inicio de sesión único para ese código o dominio de correo.',
    lookupFailed: 'No se pudo conectar con el inicio de sesión único. Intente de nuevo.',
    refused: {
      failed:
        'El inicio de sesión único no funcionó: consulte con el equipo de TI de su distrito o intente de nuevo.',
      'other-district': 'Esta cuenta pertenece a otro distrito: inicie sesión a través de ese distrito.',
      deactivated: 'Esta cuenta está desactivada. Consulte con el administrador de su distrito.',
      'no-email':
        'El proveedor de identidad no envió un correo electrónico para esta cuenta: consulte con el equipo de TI de su distrito.',
      'fivestar-new':
        'Las cuentas de Five Star no se crean con inicio de sesión único: pida una invitación a un administrador de Five Star.',
    },
  },
  messages: {
    missingLogin: {
      title: 'Falta información',
      description: 'Escriba su correo electrónico y su contraseña.',
    },
    missingRegister: { title: 'Falta información', description: 'Complete todos los campos obligatorios.' },
    passwordMismatch: {
      title: 'Las contraseñas no coinciden',
      description: 'Las contraseñas no coinciden. Intente de nuevo.',
    },
    weakPassword: {
      title: 'Contraseña débil',
      description: 'La contraseña debe tener al menos 6 caracteres.',
    },
    loginFailed: {
      title: 'No se pudo iniciar sesión',
      description: 'Correo electrónico o contraseña incorrectos. Intente de nuevo.',
    },
    registrationFailed: {
      title: 'No se pudo crear la cuenta',
      description: 'No se pudo crear la cuenta. Intente de nuevo.',
    },
    googleUnavailable: {
      title: 'Inicio de sesión con Google no disponible',
      description: 'Inicie sesión con su correo electrónico y contraseña.',
    },
    googleError: {
      title: 'Error al iniciar sesión',
      description: 'Intente de nuevo o inicie sesión con su correo electrónico y contraseña.',
    },
    tooManyAttempts: 'Demasiados intentos. Espere un minuto e intente de nuevo.',
  },
};
