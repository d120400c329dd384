import type { Catalogue } from './locale.ts';
import type { signinEn } from './signin.en.ts';

/** The sign-in steps loaded on demand, in Spanish (see signin.en.ts). */
export const signinEs: Catalogue<typeof signinEn> = {
  email: 'Correo electrónico',
  emailPlaceholder: 'usted@distrito.org',
  back: 'Volver a iniciar sesión',
  forgot: {
    title: '¿Olvidó su contraseña?',
    text: 'Escriba el correo electrónico de su cuenta: le enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    sent: 'Revise su correo electrónico',
    needsAdministrator: {
      title: 'Consulte con su administrador',
      description:
        'Este portal no envía correos electrónicos, así que no le puede llegar un enlace. Pida un nuevo enlace de acceso al administrador de su distrito o a Five Star.',
    },
  },
  twoFactor: {
    setUpTitle: 'Configure la verificación en dos pasos',
    title: 'Escriba su código de acceso',
    setUpText:
      'Los administradores de Five Star inician sesión con un código de una aplicación de autenticación. Agregue esta cuenta a la suya y escriba el código que muestra.',
    text: 'Abra su aplicación de autenticación y escriba el código que muestra para el Five Star IT Portal.',
    setUpCode: 'Código de la aplicación',
    code: 'Código de verificación',
    setUpHint: 'El código de 6 dígitos que muestra la aplicación ahora.',
    hint: 'El código de 6 dígitos o uno de sus códigos de recuperación.',
    submit: 'Verificar e iniciar sesión',
    preparing: 'Preparando su clave de configuración…',
    setUpFailed: 'No se pudo iniciar la configuración.',
    failed: 'No se pudo iniciar sesión',
    tooManyAttempts: 'Demasiados intentos. Espere un minuto e intente de nuevo.',
    tryAgain: 'Intente de nuevo.',
  },
  reset: {
    title: 'Elija una nueva contraseña',
    text: 'Se cerrará la sesión en todos los navegadores que usan su cuenta.',
    password: 'Contraseña nueva',
    passwordHint: 'Al menos {{min}} caracteres.',
    confirm: 'Confirme la contraseña nueva',
    submit: 'Guardar la nueva contraseña',
    failed: 'No se pudo cambiar su contraseña',
    changed: 'Contraseña cambiada',
    changedText: 'Inicie sesión con su nueva contraseña.',
    linkBroken: 'Este enlace no funciona',
    invalid: 'Este enlace no es válido o ya venció. Pida uno nuevo.',
    useForgot: 'Use "¿Olvidó su contraseña?" en la página de inicio de sesión.',
    goToSignIn: 'Ir a iniciar sesión',
  },
};
