import type { SpanishArticle } from './spanish-article.ts';

/** Chromebooks, laptops and device care, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishDeviceArticles: Record<string, SpanishArticle> = {
  'chromebook-no-power': {
    title: 'La Chromebook no prende o no carga',
    keywords: [
      'chromebook no prende',
      'chromebook no enciende',
      'no arranca',
      'no carga',
      'no tiene batería',
      'pantalla negra',
      'cargador',
      'batería descargada',
      'se murió la chromebook',
    ],
    questions: [
      'Una Chromebook no prende',
      'La Chromebook no carga aunque está conectada',
      'La pantalla de la Chromebook del alumno se queda en negro',
    ],
    summary:
      'La mayoría de las Chromebooks que parecen "muertas" vuelven a funcionar con una carga completa y un reinicio completo.',
    steps: [
      'Conecte el cargador y revise la luz junto al puerto de carga: si no se prende ninguna luz, pruebe con otro cargador y otro enchufe.',
      'Déjela cargando por lo menos 30 minutos; cuando la batería está totalmente descargada, al principio no muestra nada.',
      'Haga un reinicio completo: mantenga presionada la tecla Actualizar (la flecha en círculo) y toque el botón de encendido; suelte Actualizar cuando la Chromebook arranque.',
      'Si la pantalla sigue negra pero el teclado se ilumina o hace sonidos, presione varias veces la tecla para subir el brillo.',
      'Dele al estudiante una Chromebook de préstamo para que siga aprendiendo mientras usted prueba estos pasos.',
    ],
    escalation:
      'Si no arranca después de cargarla y hacer el reinicio completo, falló la batería o la tarjeta madre y el dispositivo necesita reparación.',
  },
  'device-physical-damage': {
    title: 'Pantalla estrellada u otro daño físico en un dispositivo',
    keywords: [
      'pantalla estrellada',
      'pantalla rota',
      'pantalla quebrada',
      'se rompió la pantalla',
      'se cayó',
      'dañado',
      'bisagra rota',
      'faltan teclas',
      'chromebook rota',
      'reporte de daños',
    ],
    questions: [
      'A un alumno se le cayó la Chromebook y se estrelló la pantalla',
      'La bisagra de esta laptop está rota',
      'A la Chromebook de un alumno le faltan teclas',
    ],
    summary:
      'Los dispositivos dañados los repara el equipo técnico; la escuela registra el daño para el plan de protección de dispositivos.',
    steps: [
      'Deje de usar el dispositivo si el vidrio está estrellado o la batería está hinchada, y manténgalo lejos de los estudiantes.',
      'Anote la etiqueta de inventario (la calcomanía con código de barras de abajo), el nombre del estudiante y cómo pasó el daño.',
      'Tome una foto del daño para el reporte de daños y el plan de protección de dispositivos.',
      'Dele al estudiante un dispositivo de préstamo de la biblioteca o de la oficina principal y registre el cambio.',
      'Ponga el dispositivo dañado en la caja de reparaciones con una nota con la etiqueta de inventario y el número de ticket.',
    ],
    escalation:
      'Las reparaciones y las piezas de repuesto las maneja un técnico; cada dispositivo dañado necesita un ticket.',
  },
  'lost-stolen-device': {
    title: 'Dispositivo perdido o robado',
    keywords: [
      'chromebook perdida',
      'se perdió',
      'robada',
      'robado',
      'me robaron',
      'dispositivo perdido',
      'robo',
      'no encuentro la laptop',
      'la dejó en el camión',
      'ipad perdido',
      'bloquear el dispositivo',
    ],
    questions: [
      'Un alumno perdió su Chromebook',
      'Me robaron la laptop del carro',
      'Falta un iPad del distrito en el carrito',
    ],
    summary:
      'Reporte los dispositivos perdidos o robados el mismo día para que puedan bloquearse y rastrearse.',
    steps: [
      'Primero busque en los lugares de siempre: el carrito del salón, objetos perdidos, la compañía de autobuses y la biblioteca.',
      'Repórtelo el mismo día con la etiqueta de inventario o el número de serie, el nombre del estudiante o del empleado y dónde se vio por última vez.',
      'Un técnico desactivará el dispositivo en la consola de administración, que muestra un mensaje para devolverlo si alguien lo enciende.',
      'Si fue un robo, haga una denuncia en la policía y agregue el número de la denuncia al ticket; el seguro y el plan de protección lo piden.',
      'Si el dispositivo tenía datos del personal, cambie su contraseña del distrito de inmediato.',
    ],
    escalation:
      'La desactivación y el rastreo del dispositivo en la consola de administración los hace un técnico.',
  },
  'laptop-slow-windows': {
    title: 'La laptop de Windows del personal está lenta o se reinicia para actualizarse',
    keywords: [
      'laptop lenta',
      'computadora lenta',
      'está lentísima',
      'actualizaciones de windows',
      'se reinicia',
      'se queda pensando',
      'tarda mucho en prender',
      'se traba',
      'rendimiento',
    ],
    questions: [
      'Mi laptop de Windows está muy lenta',
      'Mi computadora se reinicia a cada rato para instalar actualizaciones',
      'La laptop tarda muchísimo en prender',
    ],
    summary:
      'Reiniciar con frecuencia y dejar que terminen las actualizaciones mantiene rápidas las laptops del personal.',
    steps: [
      'Reinicie la laptop (Inicio, Energía, Reiniciar), no solo cierre la tapa; muchas laptops lentas llevan semanas sin reiniciarse.',
      'Deje que terminen las actualizaciones pendientes de Windows: abra Configuración, Windows Update, e instálelas al final del día escolar.',
      'Abra el Administrador de tareas (Ctrl + Shift + Esc) y cierre los programas que usan mucha memoria o CPU.',
      'Revise el espacio libre del disco en el Explorador de archivos; deje por lo menos 10 GB libres pasando archivos a Google Drive.',
      'Instale las actualizaciones de software aprobadas por el distrito desde Software Center.',
    ],
    escalation:
      'Si la laptop sigue lenta después de actualizarla y reiniciarla, un técnico puede revisar el disco y la memoria o reemplazarla.',
  },
};
