import type { heroEn } from './hero.en.ts';
import type { Catalogue } from './locale.ts';

/** The brand panel in Spanish (see hero.en.ts). */
export const heroEs: Catalogue<typeof heroEn> = {
  brand: 'Portal de TI del distrito',
  eyebrow: 'TI administrada para escuelas K-12',
  title: 'Servicios de tecnología para todas las escuelas de su distrito.',
  support: {
    title: 'Soporte que conoce sus escuelas',
    text: 'Tickets de soporte, visitas en sitio y un asistente de IA en un solo lugar.',
  },
  devices: {
    title: 'Cada dispositivo bajo control',
    text: 'Inventario, licencias y credenciales de cada distrito.',
  },
  reporting: {
    title: 'Informes claros',
    text: 'Niveles de servicio, tiempos de respuesta y tendencias de un vistazo.',
  },
};
