import type { SpanishArticle } from './spanish-article.ts';

/** Wi-Fi, outages and remote access, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishNetworkArticles: Record<string, SpanishArticle> = {
  'wifi-device-cannot-connect': {
    title: 'Un dispositivo no se conecta al Wi-Fi',
    keywords: [
      'wifi',
      'wi-fi',
      'red inalámbrica',
      'no se conecta',
      'no agarra el internet',
      'sin internet',
      'conectado sin internet',
      'solo mi dispositivo',
      'a los demás sí les funciona',
      'se desconecta',
      'se cae el wifi',
      'ícono de red',
    ],
    questions: [
      'Mi laptop no se conecta al Wi-Fi',
      'El Wi-Fi se desconecta a cada rato en esta Chromebook',
      'Dice conectado pero sin internet en un solo dispositivo',
    ],
    summary:
      'Cuando solo un dispositivo tiene problemas y los demás funcionan, la solución casi siempre está en ese dispositivo.',
    steps: [
      'Revise si los otros dispositivos del mismo salón tienen internet; si tampoco tienen, vea el artículo sobre la caída de la red.',
      'Apague y vuelva a encender el Wi-Fi desde la barra de estado; luego elija "olvidar" la red del distrito y vuelva a conectarse con su usuario y contraseña del distrito.',
      'Asegúrese de conectarse a la red correcta: los dispositivos del personal usan la red del personal y los estudiantes la red de estudiantes; la red de invitados no llega a los sistemas del distrito.',
      'Reinicie el dispositivo por completo (apáguelo, espere 10 segundos y enciéndalo).',
      'En Windows, ejecute el solucionador de problemas de red ("Network troubleshooter"); en una Chromebook, revise que la fecha y la hora sean correctas, porque un reloj equivocado impide la conexión segura al Wi-Fi.',
    ],
    escalation:
      'Si el dispositivo sigue sin conectarse después de reiniciarlo y los demás sí se conectan, un técnico debe revisar su certificado o su tarjeta de red.',
  },
  'network-outage': {
    title: 'No hay internet o Wi-Fi en todo un salón, ala o edificio',
    keywords: [
      'se cayó el internet',
      'se cayó la red',
      'no hay internet',
      'no hay wifi',
      'sin internet en toda la escuela',
      'todo el edificio',
      'nadie se puede conectar',
      'todos sin conexión',
      'todos los salones',
      'caída de la red',
    ],
    questions: [
      'Se cayó el internet en todo el edificio',
      'Nadie en nuestra escuela puede conectarse a internet',
      'No hay Wi-Fi en toda el ala este',
    ],
    summary:
      'Si se pierde la red en todo un edificio, es una caída del servicio: repórtela de inmediato para que el equipo de redes pueda actuar.',
    steps: [
      'Confirme el alcance: pruebe una computadora conectada por cable y un dispositivo por Wi-Fi en dos salones distintos, y anote qué salones o alas están afectados.',
      'Revise si los teléfonos (VoIP) también dejaron de funcionar; eso le indica al técnico si la falla está en el switch principal o solo en el Wi-Fi.',
      'No reinicie los gabinetes de red ni desconecte equipos; eso puede alargar la caída.',
      'Pida a los maestros que usen sus planes de clase sin internet; si hay exámenes en curso, póngalos en pausa (la mayoría de las aplicaciones de examen guardan el avance).',
      'Reporte la caída ahora con el edificio, la hora en que empezó y lo que sí funciona.',
    ],
    escalation:
      'Las caídas de red en todo un edificio o en todo el distrito se escalan de inmediato al técnico de redes de guardia.',
  },
  'remote-access-vpn': {
    title: 'Acceso a los sistemas del distrito desde casa (VPN y acceso remoto)',
    keywords: [
      'vpn',
      'acceso remoto',
      'trabajar desde casa',
      'desde mi casa',
      'fuera de la escuela',
      'escritorio remoto',
      'unidad compartida desde casa',
    ],
    questions: [
      '¿Cómo me conecto a la VPN desde casa?',
      'No puedo entrar a la unidad compartida cuando trabajo desde casa',
      'El escritorio remoto a la computadora de mi oficina no funciona',
    ],
    summary:
      'La mayoría de las aplicaciones del distrito funcionan desde cualquier lugar; solo unas pocas (unidades compartidas, finanzas) necesitan la VPN.',
    steps: [
      'Revise si la aplicación de verdad necesita la VPN: Google Workspace, el portal web del SIS y la mayoría de las aplicaciones del currículo funcionan desde casa sin ella.',
      'Abra el programa de VPN instalado en las laptops del distrito, elija la puerta de enlace (gateway) del distrito e inicie sesión con su cuenta del distrito y la verificación en dos pasos.',
      'Espere a que diga "Connected" (conectado) antes de abrir la unidad compartida o el sistema de finanzas.',
      'Si la VPN no se conecta, reinicie el router de su casa y la laptop, y pruebe con el punto de acceso (hotspot) de un teléfono para descartar un problema de la red de su casa.',
    ],
    escalation:
      'El acceso a la VPN se da según el puesto; si no tiene el programa o no tiene permiso, un técnico debe agregarlo.',
  },
};
