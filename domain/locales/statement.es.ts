import type { Catalogue } from './locale.ts';
import type { statementEn } from './statement.en.ts';

/** The family statement in Spanish (see statement.en.ts). */
export const statementEs: Catalogue<typeof statementEn> = {
  title: 'Estado de cuenta familiar',
  student: 'Estudiante',
  district: 'Distrito',
  date: 'Fecha del estado de cuenta',
  intro: 'Este estado de cuenta muestra los cargos por dispositivos de {{name}} en {{district}}.',
  columns: { date: 'Fecha', description: 'Descripción', status: 'Estado', amount: 'Importe' },
  states: { open: 'Pendiente', paid: 'Pagado', waived: 'Exonerado' },
  kinds: {
    screen: 'Pantalla',
    keyboard: 'Teclado',
    charger: 'Cargador',
    liquid: 'Daño por líquido',
    lost: 'Dispositivo perdido',
    stolen: 'Dispositivo robado',
    other: 'Otro daño',
  },
  totalDue: 'Total pendiente',
  none: 'No hay cargos.',
  howToPay:
    'Por favor, pague los cargos pendientes por medio del sistema de pagos del distrito o en la oficina de la escuela.',
  noCards: 'El portal nunca le pedirá los datos de su tarjeta.',
  questions: '¿Tiene preguntas? Comuníquese con la oficina de su escuela.',
  page: 'Página {{page}} de {{pages}}',
  footer: 'Portal de TI del distrito, Five Star',
};
