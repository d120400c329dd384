import type { Catalogue } from './locale.ts';
import type { messagesEn } from './messages.en.ts';

/** The domain's messages for requesters and families in Spanish (see messages.en.ts). */
export const messagesEs: Catalogue<typeof messagesEn> = {
  input: {
    controlCharacters: 'No debe contener caracteres de control',
    atMost: 'Debe tener como máximo {{max}} caracteres',
    invalidId: 'No es un identificador válido',
    invalid: 'Valor no válido',
    invalidRequest: 'Solicitud no válida.',
    invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
    tooLarge: 'La solicitud es demasiado grande.',
    notFound: 'No se encontró.',
    signIn: 'Inicie sesión para continuar.',
  },
  server: {
    failed: 'Algo salió mal de nuestro lado. Intente de nuevo.',
    databaseUnavailable:
      'El portal no puede conectarse con su base de datos en este momento. Intente de nuevo en un momento.',
  },
  access: {
    role: 'No tiene permiso para hacer esto.',
    waiting: 'Su cuenta está esperando acceso a un distrito.',
    districtNotFound: 'No se encontró el distrito.',
    tickets: 'Los tickets de soporte están desactivados en este distrito',
    sparky: 'El asistente de IA está desactivado en este distrito',
  },
  portal: {
    titleRequired: 'Diga en pocas palabras qué pasa',
    titleTooLong: 'El título debe tener como máximo 200 caracteres',
    descriptionRequired: 'Describa el problema: qué pasó, dónde y desde cuándo',
    descriptionTooLong: 'La descripción debe tener como máximo 10000 caracteres',
    deviceNotYours: 'Este dispositivo no está asignado a usted.',
    invalidDevice: 'No es un identificador de dispositivo válido',
    invalidSession: 'No es un identificador de sesión válido',
    invalidMessage: 'No es un identificador de mensaje válido',
    conversationNotFound: 'No se encontró la conversación.',
    messageNotFound: 'No se encontró el mensaje.',
    alreadyTicketed: 'Ya se abrió un ticket a partir de esta conversación.',
    state: 'Elija todos, abiertos o terminados',
  },
  tickets: {
    commentRequired: 'Escriba primero su respuesta',
    commentTooLong: 'La respuesta debe tener como máximo 5000 caracteres',
    notFound: 'No se encontró el ticket.',
    notYourAsset: 'Elija uno de sus propios dispositivos: este no está asignado a usted.',
    internalNotForRequesters:
      'Solo la mesa de ayuda puede escribir notas internas: su respuesta se comparte con la mesa de ayuda.',
  },
  attachments: {
    accepted: 'Imágenes, PDF, texto y documentos de Office de hasta 10 MB',
    tooLarge: '{{name}} supera el límite de {{limit}} MB.',
    notAccepted:
      '{{name}} no es un tipo de archivo que el portal acepte (imágenes, PDF, texto y documentos de Office).',
    contentMismatch: '{{name}} no es lo que dice su nombre: su contenido es {{content}}.',
    empty: '{{name}} está vacío.',
    attached: 'Se adjuntó {{name}}',
    attachFailed: 'No se pudo adjuntar el archivo.',
    uploading: 'Subiendo {{name}}…',
  },
  auth: {
    invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
    tooManyAttempts: 'Demasiados intentos. Espere un minuto e intente de nuevo.',
    accountLocked:
      'Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere {{minutes}} minutos e intente de nuevo.',
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    commonPassword: 'Esta contraseña es muy común. Elija una que sea más difícil de adivinar.',
    guessablePassword:
      'Esta contraseña es muy fácil de adivinar. Elija una más larga, por ejemplo unas cuantas palabras sin relación entre sí.',
    weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
    passwordsOff: 'Su distrito usa el inicio de sesión único: elija “Inicio de sesión único (SSO)”.',
    notFoundFor:
      'No se encontró ningún distrito con inicio de sesión único para ese código o dominio de correo.',
  },
  account: {
    enterEmail: 'Escriba su correo electrónico',
    resetSent:
      'Si una cuenta usa este correo electrónico, le enviamos un enlace para elegir una nueva contraseña. El enlace funciona durante 1 hora.',
    resetInvalid: 'Este enlace no es válido o ya venció. Pida uno nuevo.',
    wrongPassword: 'Su contraseña actual no es correcta.',
    wrongCode:
      'Ese código no es correcto. Pruebe el código actual de su aplicación o un código de recuperación.',
    challengeExpired: 'El inicio de sesión tardó demasiado. Escriba su contraseña otra vez.',
    enterCode: 'Escriba el código de 6 dígitos de su aplicación o un código de recuperación',
    firstName: 'Escriba su nombre',
    locale: 'Elija inglés (en) o español (es)',
  },
};
