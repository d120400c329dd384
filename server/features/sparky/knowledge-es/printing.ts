import type { SpanishArticle } from './spanish-article.ts';

/** Printers, copiers and scanning, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishPrintingArticles: Record<string, SpanishArticle> = {
  'printer-offline': {
    title: 'La impresora aparece fuera de línea o los trabajos se quedan en la cola',
    keywords: [
      'impresora fuera de línea',
      'impresora desconectada',
      'cola de impresión',
      'no imprime',
      'no sale nada',
      'se queda en la cola',
      'error de impresión',
      'imprimir',
      'printer',
    ],
    questions: [
      'Mi impresora dice que está fuera de línea',
      'Mandé a imprimir y no sale nada',
      'Los trabajos de impresión se quedan atorados en la cola',
    ],
    summary:
      'Una impresora fuera de línea casi siempre está en modo de reposo, sin papel o con un trabajo atorado que bloquea la cola.',
    steps: [
      'Vaya a la impresora: actívela y revise si la pantalla muestra avisos de papel, tóner o atasco.',
      'En su computadora, abra la cola de impresión (Windows: Configuración, Impresoras, Abrir cola) y cancele todos los trabajos atorados.',
      'Apague la impresora, espere 30 segundos y vuelva a encenderla.',
      'Imprima una página de prueba; si sigue diciendo fuera de línea, quite la impresora y vuelva a agregarla desde el portal de impresión del distrito.',
      'En una Chromebook, revise que la impresora aparezca en Configuración, Impresoras; las impresoras del distrito se agregan ahí automáticamente.',
    ],
    escalation:
      'Si la impresora está fuera de línea para todos o muestra un código de error del equipo, necesita un técnico.',
  },
  'add-printer': {
    title: 'Agregar una impresora a una laptop o Chromebook',
    keywords: [
      'agregar impresora',
      'instalar impresora',
      'conectar a la impresora',
      'controlador de la impresora',
      'impresora nueva',
      'no aparece la impresora',
      'copiadora',
      'imprimir desde la chromebook',
    ],
    questions: [
      '¿Cómo agrego la copiadora a mi laptop?',
      'La impresora de la biblioteca no aparece en mi lista de impresoras',
      '¿Cómo instalo una impresora en mi computadora nueva?',
    ],
    summary:
      'Las impresoras del distrito se instalan solas desde el portal de impresión; no necesita permisos de administrador.',
    steps: [
      'En una laptop del distrito con Windows, abra Software Center (o el acceso directo del portal de impresión), elija Printers (impresoras) e instale la impresora por el nombre del salón.',
      'En una Mac, abra Self Service, Printers, y haga clic en Install (instalar) junto a la impresora de su edificio.',
      'En una Chromebook, abra Configuración, Configuración avanzada, Impresión; las impresoras asignadas a su edificio aparecen solas cuando está conectado a la red del distrito.',
      'Imprima una página de prueba y, si la usa todos los días, márquela como impresora predeterminada.',
    ],
    escalation: 'Si la impresora no aparece en el portal, un técnico tiene que agregarla.',
  },
  'scan-to-email': {
    title: 'El escaneo al correo o a una carpeta no funciona en la copiadora',
    keywords: [
      'escanear',
      'escáner',
      'escanear al correo',
      'escanear a mi correo',
      'escaneo de la copiadora',
      'escanear a una carpeta',
      'pdf',
      'no me llega el escaneo',
    ],
    questions: [
      'El escaneo al correo de la copiadora no manda nada',
      '¿Cómo escaneo un documento y me lo mando a mi correo?',
      'Mis escaneos nunca llegan a mi bandeja de entrada',
    ],
    summary:
      'Los escaneos se envían desde la dirección de correo de la copiadora y muchas veces llegan a Spam o al resumen de cuarentena.',
    steps: [
      'En la copiadora, inicie sesión con su credencial o su código, elija Scan (escanear), Email, y luego "Send to me" (enviarme) en lugar de escribir una dirección.',
      'Revise su carpeta de Spam y el resumen diario de cuarentena por si hay un mensaje de la copiadora.',
      'Mantenga los escaneos a color por debajo de 20 páginas o escanee en blanco y negro; los archivos muy grandes pasan el límite de tamaño del correo.',
      'Si la copiadora muestra "SMTP error" o "authentication failed", anote el mensaje exacto para el técnico.',
    ],
    escalation: 'Los errores de SMTP y de la libreta de direcciones de la copiadora los arregla un técnico.',
  },
};
