import type { SpanishSearchWords } from './spanish-article.ts';

/**
 * How a Spanish question finds the articles that have no Spanish version yet: their words in
 * Spanish. Sparky answers these in English, after a short note in Spanish saying so. When an
 * article gets its Spanish version, move it to its area's file (with these words in it).
 */
export const SPANISH_SEARCH_WORDS: Record<string, SpanishSearchWords> = {
  'account-locked-out': {
    keywords: [
      'cuenta bloqueada',
      'me bloqueó la cuenta',
      'demasiados intentos',
      'cuenta desactivada',
      'cuenta suspendida',
    ],
    questions: ['Mi cuenta está bloqueada porque puse mal la contraseña muchas veces'],
  },
  'google-workspace-sign-in': {
    keywords: [
      'cuenta de google',
      'gmail',
      'google drive',
      'cuenta equivocada',
      'cuenta personal',
      'iniciar sesión en google',
    ],
    questions: [
      'No puedo iniciar sesión en Gmail o Drive con mi cuenta de la escuela',
      'Se abre mi cuenta personal de Google en vez de la de la escuela',
    ],
  },
  'chromebook-sign-in': {
    keywords: [
      'iniciar sesión en la chromebook',
      'entrar a la chromebook',
      'cuenta no permitida',
      'administrado por',
      'chromebook del alumno',
    ],
    questions: [
      'Un alumno no puede iniciar sesión en su Chromebook',
      'Dice que la cuenta no está permitida en este dispositivo',
    ],
  },
  'clever-classlink-sso': {
    keywords: [
      'clever',
      'classlink',
      'tarjeta qr',
      'código qr',
      'inicio de sesión único',
      'portal de aplicaciones',
    ],
    questions: [
      'Los alumnos no pueden entrar a Clever con su tarjeta QR',
      'ClassLink no abre las aplicaciones',
    ],
  },
  'mfa-setup': {
    keywords: [
      'verificación en dos pasos',
      'autenticación de dos factores',
      'mfa',
      'aplicación de autenticación',
      'código de verificación',
      'llave de seguridad',
    ],
    questions: ['¿Cómo activo la verificación en dos pasos en mi cuenta?'],
  },
  'mfa-lost-phone': {
    keywords: [
      'perdí mi teléfono',
      'teléfono nuevo',
      'cambié de teléfono',
      'no me llega el código',
      'códigos de respaldo',
      'autenticador',
    ],
    questions: [
      'Cambié de teléfono y no me llegan los códigos de verificación',
      'Perdí mi celular y no puedo entrar porque me pide el código',
    ],
  },
  'email-delivery': {
    keywords: [
      'correo no llega',
      'correos perdidos',
      'carpeta de spam',
      'correo no deseado',
      'correo rebotado',
      'correo de los padres',
      'los papás no reciben mis correos',
      'cuarentena',
    ],
    questions: ['Mis correos a los padres llegan a spam', 'No me llegan los correos de los padres'],
  },
  'slow-internet': {
    keywords: [
      'internet lento',
      'wifi lento',
      'los videos no cargan',
      'se traba el video',
      'prueba de velocidad',
      'ancho de banda',
      'carga lento',
    ],
    questions: ['El internet está muy lento en mi salón', 'Los videos se quedan cargando en el salón'],
  },
  'wall-network-port': {
    keywords: [
      'puerto de red',
      'conexión de red de la pared',
      'enchufe de red',
      'cable de red',
      'ethernet',
      'conexión por cable',
      'no prende la luz del puerto',
    ],
    questions: [
      'El puerto de red de la pared no funciona',
      'El cable de red de mi escritorio no da internet',
    ],
  },
  'guest-wifi': {
    keywords: [
      'wifi de invitados',
      'wifi para visitas',
      'red de invitados',
      'visitante',
      'invitado',
      'presentador',
      'contraseña del wifi',
      'wifi para sustitutos',
      'dispositivo personal',
      'celular personal',
    ],
    questions: [
      '¿Cuál es la contraseña del Wi-Fi para visitas?',
      '¿Cómo se conectan los papás al Wi-Fi en la junta?',
    ],
  },
  'document-camera': {
    keywords: ['cámara de documentos', 'doccam', 'ipevo', 'elmo', 'la cámara no muestra imagen', 'borrosa'],
    questions: ['La cámara de documentos no muestra la imagen', '¿Cómo uso la cámara de documentos?'],
  },
  'screen-casting': {
    keywords: [
      'proyectar sin cables',
      'transmitir pantalla',
      'duplicar pantalla del ipad',
      'airplay',
      'chromecast',
      'pantalla inalámbrica',
      'apple tv',
      'compartir pantalla en la tele',
    ],
    questions: [
      '¿Cómo proyecto la pantalla del iPad en la tele sin cables?',
      'No puedo transmitir mi pantalla a la tele del salón',
    ],
  },
  'printer-jam-toner': {
    keywords: [
      'papel atorado',
      'papel atascado',
      'atasco de papel',
      'tóner',
      'tinta',
      'cartucho',
      'manchas',
      'rayas',
      'impresión borrosa',
      'se atoró el papel',
    ],
    questions: ['Se atoró el papel en la impresora', '¿Cómo cambio el tóner o la tinta de la impresora?'],
  },
  'liquid-spill': {
    keywords: ['se derramó', 'derramé', 'se mojó', 'agua', 'jugo', 'café', 'teclado mojado', 'líquido'],
    questions: ['Se me derramó agua en la laptop', 'Un alumno tiró jugo en la Chromebook'],
  },
  'chromebook-powerwash': {
    keywords: [
      'chromebook lenta',
      'se congela',
      'se traba',
      'powerwash',
      'restablecer la chromebook',
      'reinicio de fábrica',
      'actualización de chrome',
      'borrar todo',
    ],
    questions: ['Mi Chromebook está lenta y se congela', '¿Cómo hago powerwash a una Chromebook?'],
  },
  'keyboard-trackpad': {
    keywords: [
      'teclado',
      'teclas',
      'touchpad',
      'panel táctil',
      'ratón',
      'cursor',
      'las teclas no funcionan',
      'escribe letras raras',
      'pantalla táctil',
    ],
    questions: ['El teclado de mi laptop no escribe', 'El touchpad no mueve el cursor'],
  },
  'loaner-devices': {
    keywords: [
      'préstamo',
      'chromebook de préstamo',
      'laptop de préstamo',
      'dispositivo temporal',
      'prestada',
      'olvidó su chromebook',
    ],
    questions: [
      '¿Cómo pido una Chromebook de préstamo para un alumno?',
      'Mi hijo olvidó su Chromebook en casa, ¿le pueden prestar una?',
    ],
  },
  'ipad-apps': {
    keywords: [
      'ipad',
      'apple id',
      'app store',
      'falta una app',
      'self service',
      'la app no se instala',
      'actualizar apps',
    ],
    questions: [
      'El iPad me pide un Apple ID para bajar una app',
      'Falta una aplicación en los iPads del salón',
    ],
  },
  'battery-health': {
    keywords: [
      'batería',
      'la batería dura poco',
      'se descarga rápido',
      'batería hinchada',
      'se calienta',
      'duración de la batería',
    ],
    questions: [
      'La batería de mi laptop se descarga muy rápido',
      'La batería de la Chromebook está hinchada',
    ],
  },
  'license-seats': {
    keywords: [
      'licencias',
      'licencia',
      'no hay licencias disponibles',
      'nos quedamos sin licencias',
      'más licencias',
      'cupos',
      'suscripción',
      'asignar licencia',
      'alumnos nuevos',
    ],
    questions: ['Nos quedamos sin licencias de una aplicación', '¿Cómo conseguimos más licencias?'],
  },
  'license-renewal': {
    keywords: [
      'renovar licencia',
      'renovación',
      'licencia vencida',
      'licencia por vencer',
      'suscripción vence',
      'contrato',
    ],
    questions: ['¿Cuándo se renueva la licencia?', 'La licencia del programa ya venció'],
  },
  'browser-extension-issue': {
    keywords: [
      'la página no carga',
      'error en la página',
      'borrar caché',
      'cookies',
      'error de chrome',
      'extensión de chrome',
      'sitio web no funciona',
    ],
    questions: ['Una página web no carga bien en Chrome', '¿Cómo borro el caché de Chrome?'],
  },
  'video-conferencing': {
    keywords: [
      'google meet',
      'zoom',
      'cámara web',
      'videollamada',
      'el micrófono no funciona',
      'no me escuchan',
      'reunión virtual',
      'teams',
    ],
    questions: ['La cámara no funciona en Zoom', 'No me escuchan en Google Meet'],
  },
  'filter-bypass-safety': {
    keywords: [
      'brincarse el filtro',
      'saltarse el filtro',
      'proxy',
      'vpn',
      'contenido inapropiado',
      'juegos desbloqueados',
      'seguridad de los alumnos',
      'autolesión',
      'alerta',
      'cipa',
    ],
    questions: [
      'Un alumno se está brincando el filtro',
      'Un alumno vio contenido inapropiado en la Chromebook',
    ],
  },
  'youtube-restricted': {
    keywords: [
      'youtube',
      'modo restringido',
      'video no disponible',
      'aprobar video',
      'youtube bloqueado',
      'video restringido',
    ],
    questions: ['YouTube sale restringido para mis alumnos', '¿Cómo apruebo un video de YouTube?'],
  },
  'bells-intercom': {
    keywords: [
      'timbre',
      'timbres',
      'horario de timbres',
      'intercomunicador',
      'altavoz',
      'anuncios',
      'reloj',
      'campana',
    ],
    questions: ['El timbre no suena en mi salón', 'No se escuchan los anuncios por el altavoz'],
  },
};
