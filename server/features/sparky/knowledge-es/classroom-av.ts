import type { SpanishArticle } from './spanish-article.ts';

/** Projectors, panels and classroom sound, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishClassroomAvArticles: Record<string, SpanishArticle> = {
  'projector-no-signal': {
    title: 'El proyector o la pantalla dice "No signal" (sin señal) con la laptop',
    keywords: [
      'proyector',
      'sin señal',
      'no hay señal',
      'no signal',
      'no da imagen',
      'hdmi',
      'pantalla',
      'no se ve la pantalla',
      'segunda pantalla',
      'duplicar pantalla',
      'modo espejo',
      'televisor',
      'tele del salón',
      'conectar el proyector',
      'conectar la laptop al proyector',
    ],
    questions: [
      'Mi proyector dice sin señal',
      'La pantalla de la laptop no se ve en el proyector',
      '¿Cómo hago que mi computadora se vea en la tele del salón?',
      '¿Cómo conecto mi laptop al proyector?',
    ],
    summary:
      'El mensaje "No signal" casi siempre significa que está en la entrada equivocada o que un cable está flojo, no que el proyector esté descompuesto.',
    steps: [
      'Presione el botón "Input" o "Source" (entrada) del control remoto o del panel de la pared hasta que la entrada coincida con el cable que usa (normalmente HDMI 1).',
      'Desconecte y vuelva a conectar el cable HDMI en los dos extremos; si usa un adaptador USB-C, desconecte y vuelva a conectar el adaptador también.',
      'En la laptop, presione Windows + P (Windows) o abra Configuración, Pantallas (Chromebook/Mac) y elija "Duplicar" o "Mirror" (modo espejo).',
      'Reinicie la laptop con el cable ya conectado.',
      'Pruebe con otro dispositivo u otro cable para saber si el problema sigue a la laptop o se queda con el proyector.',
    ],
    escalation:
      'Si no aparece nada con ningún dispositivo ni cable, el proyector o la conexión de la pared necesita un técnico.',
  },
  'projector-hardware-failure': {
    title: 'El proyector no prende, parpadea o se fundió el foco',
    keywords: [
      'foco del proyector',
      'lámpara del proyector',
      'el proyector no prende',
      'el proyector no enciende',
      'parpadea',
      'imagen oscura',
      'se calienta',
      'luz de la lámpara',
      'proyector descompuesto',
      'luz roja parpadeando',
    ],
    questions: [
      'El proyector no prende para nada',
      'Se fundió el foco del proyector',
      'La imagen del proyector se ve muy oscura y parpadea',
    ],
    summary:
      'Un proyector que no enciende, que muestra un aviso de la lámpara o que se sobrecalienta necesita una lámpara, un filtro o un equipo nuevo.',
    steps: [
      'Revise que el proyector esté conectado y que la regleta o el interruptor de la pared estén encendidos; los proyectores del techo muchas veces dependen de un interruptor de pared.',
      'Fíjese en las luces de estado: una luz "lamp" o "temp" roja o parpadeando significa que la lámpara llegó al final de su vida útil o que el equipo se está sobrecalentando.',
      'Si se sobrecalentó, apáguelo y déjelo enfriar 30 minutos con las rejillas de ventilación despejadas.',
      'No abra usted el compartimento de la lámpara; las lámparas están calientes y contienen mercurio.',
      'Anote el modelo del proyector y el número del salón para el técnico.',
    ],
    escalation: 'El cambio de lámpara, de filtro o de proyector lo hace un técnico.',
  },
  'interactive-panel-touch': {
    title: 'El toque de la pantalla interactiva o pizarra digital no funciona',
    keywords: [
      'pantalla interactiva',
      'pizarra digital',
      'pizarra interactiva',
      'smartboard',
      'promethean',
      'pantalla táctil',
      'no responde al toque',
      'el lápiz no funciona',
      'calibrar',
      'desalineada',
      'activpanel',
      'viewsonic',
    ],
    questions: [
      'El toque de mi pizarra Promethean no funciona',
      'El lápiz de la pizarra marca lejos de donde toco',
      'La pantalla interactiva muestra la laptop pero no responde al tocarla',
    ],
    summary:
      'El toque de una pantalla interactiva va por un cable USB aparte, así que la imagen puede funcionar aunque el toque no.',
    steps: [
      'Revise el cable USB de toque entre la pantalla y la laptop, además del cable HDMI; los dos tienen que ir a la misma entrada.',
      'Cambie la pantalla a la entrada que corresponde (por ejemplo, HDMI 1 con Touch 1).',
      'Reinicie la pantalla: mantenga presionado el botón de encendido 5 segundos, espere 30 segundos y vuelva a encenderla.',
      'Si el toque marca desviado, haga la calibración desde el menú de configuración de la pantalla (o con el programa SMART o Promethean de la laptop).',
      'Limpie los bordes de la pantalla con un paño de microfibra seco; el polvo en los sensores del marco bloquea el toque.',
    ],
    escalation:
      'Si el toque tampoco funciona en la aplicación de pizarra integrada de la pantalla, el marco táctil necesita un técnico.',
  },
  'classroom-audio': {
    title: 'No sale sonido de las bocinas del salón o del micrófono del maestro',
    keywords: [
      'sin sonido',
      'no hay sonido',
      'no se escucha',
      'no se oye',
      'audio',
      'bocinas',
      'altavoces',
      'volumen',
      'micrófono',
      'amplificación de voz',
      'sistema de sonido',
      'audio por hdmi',
    ],
    questions: [
      'No se escucha nada cuando pongo un video',
      'Las bocinas del salón no funcionan',
      'Mi micrófono de maestro no amplifica la voz',
    ],
    summary:
      'Por lo general el sonido está saliendo por el dispositivo equivocado, o una bocina o la batería del micrófono está apagada o descargada.',
    steps: [
      'Haga clic en el ícono de la bocina de la laptop y revise el dispositivo de salida: elija el proyector, la pantalla o la bocina del salón, no las bocinas de la laptop.',
      'Suba el volumen en la laptop, en el reproductor de video y en la pantalla o el amplificador; si cualquiera está en cero, no se escucha nada.',
      'Si es un micrófono inalámbrico, póngalo a cargar en su base o cámbiele las pilas, y revise que esté enlazado con el receptor (la luz de sincronización debe estar fija).',
      'Si el sonido va por HDMI, desconecte y vuelva a conectar el cable HDMI para que la laptop detecte otra vez el dispositivo de audio.',
      'Vuelva a abrir la pestaña del navegador o la aplicación que reproduce el sonido.',
    ],
    escalation:
      'Si el amplificador no enciende o las bocinas no suenan con ninguna fuente, un técnico debe revisar el cableado.',
  },
};
