/**
 * The activities page's seed: what the operator and the team did lately, newest first, dated relative
 * to `now`. Links point at seed items (a contact, a task) or at the app's own routes.
 */
import type { Activity } from '../../contract/activities.ts';
import { avatar } from './images.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Row = Omit<Activity, 'date'> & { ago: number };

const rows: Row[] = [
  {
    id: '493190c9-5b61-4912-afe5-78c21f1044d7',
    icon: 'megaphone',
    image: null,
    description: {
      es: 'Se ha aceptado tu propuesta para <strong>la campaña de primavera</strong>',
      en: 'Your submission for <strong>the spring campaign</strong> has been accepted',
    },
    ago: 12 * MINUTE,
  },
  {
    id: 'f9b7c3a1-0d24-4e8f-9b65-2c1a7e3d5f08',
    icon: null,
    image: avatar('RB', 217),
    description: {
      es: '<strong>Rafael Bakr</strong> ha actualizado sus datos de contacto',
      en: '<strong>Rafael Bakr</strong> updated his contact details',
    },
    linkedContent: 'Rafael Bakr',
    link: '/apps/contacts/ca72e80e-8182-4c92-9083-2f7a17e7c65d',
    useRouter: true,
    ago: 47 * MINUTE,
  },
  {
    id: '6e2a9d54-81c3-4b7f-a0d6-3f5e8c1b9a27',
    icon: 'mail',
    image: null,
    description: { es: 'Tienes 15 correos sin leer en 3 buzones', en: 'You have 15 unread mails across 3 mailboxes' },
    link: '/apps/mailbox',
    useRouter: true,
    ago: 2 * HOUR + 5 * MINUTE,
  },
  {
    id: 'b3d81f6e-2c97-4a05-8e4b-7d6a1c0f5e92',
    icon: 'square-check',
    image: null,
    description: {
      es: 'Tu tarea <em>Create the landing/marketing page and host it</em> vence dentro de 6 días',
      en: 'Your task <em>Create the landing/marketing page and host it</em> is due in 6 days',
    },
    linkedContent: 'Create the landing/marketing page and host it',
    link: '/apps/tasks/d5f89bf8-2e8c-41a1-b7e4-88973f86e9be',
    useRouter: true,
    ago: 5 * HOUR,
  },
  {
    id: '0c5f7e2b-9a41-4d83-b6e7-1f2d8a3c9e64',
    icon: null,
    image: avatar('IV', 12),
    description: {
      es: '<strong>Inés Valverde</strong> ha compartido el informe semanal del proyecto',
      en: '<strong>Inés Valverde</strong> shared the weekly project report',
    },
    extraContent: {
      es: '<p>Las incidencias cerradas esta semana subieron a 75. La beta pública sale el jueves; la revisión de diseño pasa al viernes por la mañana.</p>',
      en: '<p>Issues closed this week rose to 75. The public beta ships on Thursday; the design review moves to Friday morning.</p>',
    },
    linkedContent: { es: 'Panel del proyecto', en: 'Project dashboard' },
    link: '/dashboards/project',
    useRouter: true,
    ago: 9 * HOUR + 20 * MINUTE,
  },
  {
    id: '8a4e1b7c-6d3f-4c29-9e05-b2f7a0d6c813',
    icon: 'rocket',
    image: null,
    description: {
      es: 'Ya está disponible la versión 2.4: <strong>12 funciones nuevas</strong> y 30 correcciones',
      en: 'Release 2.4 is live: <strong>12 new features</strong> and 30 fixes',
    },
    linkedContent: { es: 'Novedades', en: 'Changelog' },
    link: '/docs/changelog',
    useRouter: true,
    ago: DAY + 3 * HOUR,
  },
  {
    id: 'd7c2a5f9-3e8b-4a16-b4d0-9c1e6f2a7b35',
    icon: null,
    image: avatar('KA', 148),
    description: {
      es: '<strong>Kwame Asante</strong> ha comentado tu tarjeta <em>Payment retries</em>',
      en: '<strong>Kwame Asante</strong> commented on your card <em>Payment retries</em>',
    },
    extraContent: {
      es: '<p>La cola de reintentos ahora espera más tras el tercer intento. ¿Puedes revisar el texto del correo?</p>',
      en: '<p>The retry queue now backs off after the third attempt. Can you check the wording of the e-mail?</p>',
    },
    ago: DAY + 7 * HOUR,
  },
  {
    id: '2f9e6b3d-7a15-4c8e-a3f0-5d4b1c8e6a29',
    icon: 'chart-line',
    image: null,
    description: {
      es: 'Las visitas crecieron un <strong>12 %</strong> la última semana',
      en: 'Visits grew <strong>12%</strong> over the last week',
    },
    linkedContent: { es: 'Panel de analítica', en: 'Analytics dashboard' },
    link: '/dashboards/analytics',
    useRouter: true,
    ago: 2 * DAY + 2 * HOUR,
  },
  {
    id: 'e1b4c8f2-5d6a-4e93-8b7c-0a3f9d2e6c51',
    icon: 'life-buoy',
    image: null,
    description: { es: 'Han respondido a tu solicitud de soporte', en: 'Your support request has been answered' },
    linkedContent: { es: 'Centro de ayuda', en: 'Help center' },
    link: '/apps/help-center',
    useRouter: true,
    ago: 3 * DAY + 30 * MINUTE,
  },
  {
    id: '5a8d2c6e-1f4b-4b70-9d3e-7c0a6e1f8b42',
    icon: null,
    image: avatar('YT', 331),
    description: {
      es: '<strong>Yuki Tanabe</strong> te ha enviado un mensaje',
      en: '<strong>Yuki Tanabe</strong> sent you a message',
    },
    link: '/apps/chat',
    useRouter: true,
    ago: 4 * DAY + 6 * HOUR,
  },
  {
    id: 'c6f3a9e1-8b2d-4f57-a1c4-3e7d0b9f2a68',
    icon: 'book-open',
    image: null,
    description: {
      es: 'Has empezado a leer <em>Primeros pasos</em>',
      en: 'You started reading <em>Getting started</em>',
    },
    linkedContent: { es: 'Introducción', en: 'Introduction' },
    link: '/docs/guides/getting-started/introduction',
    useRouter: true,
    ago: 6 * DAY + 4 * HOUR,
  },
  {
    id: '9d1e7b4a-2c5f-4e86-b9a3-6f0c8d2e5b17',
    icon: 'sparkles',
    image: null,
    description: {
      es: 'La página de ejemplo está lista para que la explores',
      en: 'The example page is ready for you to explore',
    },
    link: '/example',
    useRouter: true,
    ago: 9 * DAY,
  },
];

/** The activities, newest first. */
export function seedActivities(now: number): Activity[] {
  return rows
    .map(({ ago, ...activity }) => ({ ...activity, date: new Date(now - ago).toISOString() }))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
