/**
 * Help center seed: FAQ and guide categories, FAQs and guides (static, read-only, original text). The
 * reader's feedback and the support requests are the stored part (see `seedHelpCenter`).
 */
import type { Faq, FaqCategory, Guide, GuideCategory, HelpCenterState } from '../../contract/help-center.ts';

export const faqCategories: readonly FaqCategory[] = [
  {
    id: '9ac6c418-7400-456c-b342-815597b38538',
    slug: 'most-asked',
    title: { es: 'Las más consultadas', en: 'Most asked' },
  },
  {
    id: '9f7da34b-2fb6-42b1-9e8f-8402b62344ca',
    slug: 'general-inquiries',
    title: { es: 'Consultas generales', en: 'General inquiries' },
  },
  { id: '0c84ad7a-55cd-425d-a49a-4009dd50962b', slug: 'licenses', title: { es: 'Licencias', en: 'Licenses' } },
  { id: '2e9e6650-c13f-4c48-9575-30ff7b4b4b2f', slug: 'payments', title: { es: 'Pagos', en: 'Payments' } },
  { id: 'f80d19f6-296c-47b4-a92e-f046acebce96', slug: 'support', title: { es: 'Soporte', en: 'Support' } },
];

/** One FAQ in both languages: its question and the two paragraphs of its answer. */
type FaqText = [question: string, first: string, second: string];

const faqRows: [category: number, es: FaqText, en: FaqText][] = [
  [
    0,
    [
      '¿Cómo restablezco mi contraseña?',
      'Abre la página de acceso y elige «He olvidado mi contraseña». Enviamos un enlace a la dirección de tu cuenta; sirve durante una hora.',
      'Si el correo no llega, mira en la carpeta de spam o pide a un administrador que te envíe una nueva invitación.',
    ],
    [
      'How do I reset my password?',
      'Open the sign-in page and choose "Forgot password". We send a link to the address on your account; it stays valid for one hour.',
      'If the e-mail does not arrive, check the spam folder or ask an administrator to send a new invitation.',
    ],
  ],
  [
    0,
    [
      '¿Puedo cambiar el idioma del panel?',
      'Sí. Usa la bandera de la barra superior para cambiar entre español e inglés. El cambio se aplica al momento y se guarda en este dispositivo.',
      'Los datos de ejemplo, como las notas de los contactos, se quedan en el idioma en que se escribieron.',
    ],
    [
      'Can I change the language of the dashboard?',
      'Yes. Use the flag in the top bar to switch between Spanish and English. Your choice applies at once and is kept on this device.',
      'Sample data such as contact notes stays in the language it was written in.',
    ],
  ],
  [
    0,
    [
      '¿Dónde encuentro mis facturas?',
      'Las facturas están en el gestor de archivos, en la carpeta Facturas, y cada una va también adjunta al correo del pago.',
      'Los administradores pueden exportar todas las facturas de un año en una sola hoja de cálculo.',
    ],
    [
      'Where do I find my invoices?',
      'Invoices live in the file manager under the Invoices folder, and each one is also attached to the payment e-mail.',
      'Administrators can export every invoice of a year as a single spreadsheet.',
    ],
  ],
  [
    0,
    [
      '¿Hay un crédito mínimo para recargar el saldo?',
      'El crédito mínimo es de 20 $, y por encima de esa cantidad se puede añadir de dólar en dólar.',
      'El crédito no caduca y sirve para cualquier función de pago.',
    ],
    [
      'Is there a minimum credit to top up my balance?',
      'The minimum credit is $20, and any amount above that can be added in steps of one dollar.',
      'Credit never expires and can be used for any paid feature.',
    ],
  ],
  [
    1,
    [
      '¿Quién puede ver las notas de un contacto?',
      'Cualquiera de tu espacio de trabajo con acceso a los contactos puede leerlas. Las notas privadas aún no existen.',
      'No guardes datos personales delicados en las notas; usa los campos pensados para ello.',
    ],
    [
      'Who can see the notes on a contact?',
      'Everyone in your workspace with access to contacts can read them. Private notes are not supported yet.',
      'Avoid storing sensitive personal data in notes; use the dedicated fields instead.',
    ],
  ],
  [
    1,
    [
      '¿Cuántas personas caben en un espacio de trabajo?',
      'No hay un límite fijo. Los equipos grandes suelen repartirse en varios tableros y etiquetas de correo para mantener el orden.',
      'El rendimiento se mantiene igual hasta decenas de miles de registros.',
    ],
    [
      'How many people can join one workspace?',
      'There is no fixed limit. Large teams usually split into several boards and mail labels to stay organised.',
      'Performance stays the same up to tens of thousands of records.',
    ],
  ],
  [
    1,
    [
      '¿Funciona el panel en el móvil?',
      'Sí. Por debajo del punto de corte mediano la navegación pasa a ser un panel lateral y las tablas se desplazan en horizontal.',
      'Todas las acciones se pueden hacer también con el teclado y con un lector de pantalla.',
    ],
    [
      'Does the dashboard work on phones?',
      'Yes. Below the medium breakpoint the navigation becomes a drawer and tables scroll horizontally.',
      'Every action is also reachable with the keyboard and a screen reader.',
    ],
  ],
  [
    2,
    [
      '¿Qué licencia necesito para el proyecto de un cliente?',
      'Una licencia estándar cubre un producto final para un cliente. Un producto que se vende a muchos clientes necesita una licencia ampliada.',
      'Si tienes dudas, escribe a soporte con una breve descripción del proyecto.',
    ],
    [
      'Which license do I need for a client project?',
      'A standard license covers one end product for one client. A product sold to many customers needs an extended license.',
      'When in doubt, write to support with a short description of the project.',
    ],
  ],
  [
    2,
    [
      '¿Puedo traspasar mi licencia?',
      'Una licencia se puede traspasar una vez a otra persona de la misma organización.',
      'El traspaso se hace efectivo en el siguiente ciclo de facturación.',
    ],
    [
      'Can I transfer my license?',
      'Licenses can be transferred once to another person in the same organisation.',
      'Transfers take effect on the next billing cycle.',
    ],
  ],
  [
    2,
    [
      '¿Las licencias incluyen actualizaciones?',
      'Toda licencia incluye doce meses de actualizaciones desde la fecha de compra.',
      'Después puedes seguir usando la última versión recibida o renovar a un precio reducido.',
    ],
    [
      'Do licenses include updates?',
      'Every license includes twelve months of updates from the purchase date.',
      'After that you can keep using the last version you received, or renew at a reduced price.',
    ],
  ],
  [
    3,
    [
      '¿Qué formas de pago aceptáis?',
      'Aceptamos las principales tarjetas de crédito y transferencias bancarias en euros y en dólares.',
      'Una transferencia bancaria puede tardar hasta tres días laborables en llegar.',
    ],
    [
      'Which payment methods do you accept?',
      'We accept the major credit cards and bank transfers in euros and dollars.',
      'Bank transfers can take up to three working days to clear.',
    ],
  ],
  [
    3,
    [
      '¿Me podéis devolver el dinero?',
      'Sí, en los 30 días siguientes a la compra si el producto no se ha usado en un proyecto publicado.',
      'El reembolso vuelve a la misma forma de pago que usaste.',
    ],
    [
      'Can I get a refund?',
      'Yes, within 30 days of the purchase if the product has not been used in a released project.',
      'Refunds go back to the original payment method.',
    ],
  ],
  [
    3,
    [
      '¿Cómo cambio mi dirección de facturación?',
      'Abre Ajustes, luego Facturación, y edita la dirección. Las nuevas facturas la usan desde ese momento.',
      'Las facturas ya emitidas no se pueden cambiar, pero podemos emitir una copia corregida si la pides.',
    ],
    [
      'How do I update my billing address?',
      'Open Settings, then Billing, and edit the address. New invoices use it right away.',
      'Invoices already issued cannot be changed, but we can issue a corrected copy on request.',
    ],
  ],
  [
    4,
    [
      '¿Cuánto tarda en responder el soporte?',
      'Respondemos en un día laborable, y las incidencias urgentes de los planes de pago en cuatro horas.',
      'Incluye capturas de pantalla y los pasos que seguiste; así la primera respuesta es mucho más útil.',
    ],
    [
      'How fast does support answer?',
      'We answer within one working day, and urgent issues on paid plans within four hours.',
      'Include screenshots and the steps you took; it makes the first answer much more useful.',
    ],
  ],
  [
    4,
    [
      '¿Ofrecéis sesiones de bienvenida?',
      'Los equipos de diez o más personas pueden reservar una llamada de bienvenida gratuita de una hora.',
      'Las grabaciones de sesiones anteriores están en la sección de guías.',
    ],
    [
      'Do you offer onboarding sessions?',
      'Teams of ten or more can book a free one-hour onboarding call.',
      'Recordings of past sessions are in the guides section.',
    ],
  ],
  [
    4,
    [
      '¿Dónde puedo informar de un error?',
      'Usa el formulario de soporte del centro de ayuda, o escribe a soporte con las palabras «informe de error» en el asunto.',
      'Te respondemos con un número de incidencia para que puedas seguirla.',
    ],
    [
      'Where can I report a bug?',
      'Use the support form in the help center, or e-mail support with the words "bug report" in the subject.',
      'We reply with a ticket number you can follow.',
    ],
  ],
];

export const faqs: readonly Faq[] = faqRows.map(([category, es, en], index) => ({
  id: `${faqCategories[category]!.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
  categoryId: faqCategories[category]!.id,
  question: { es: es[0], en: en[0] },
  answer: { es: `${es[1]}\n\n${es[2]}`, en: `${en[1]}\n\n${en[2]}` },
}));

export const guideCategories: readonly GuideCategory[] = [
  {
    id: '86dfc4f4-97c9-4edc-825e-494d6414e690',
    slug: 'getting-started',
    title: { es: 'Primeros pasos', en: 'Getting Started' },
  },
  { id: '8bd6cc04-f32b-4626-8ff3-cb93ceab3b8d', slug: 'projects', title: { es: 'Proyectos', en: 'Projects' } },
  { id: 'b393c4c1-8b0d-4880-9877-b10b99b24f5a', slug: 'settings', title: { es: 'Ajustes', en: 'Settings' } },
  { id: '089258dd-7508-4b1e-bb2c-fa6d0469bf8e', slug: 'payments', title: { es: 'Pagos', en: 'Payments' } },
  { id: '51029298-9794-4a9d-adfd-4f962f791e85', slug: 'your-account', title: { es: 'Tu cuenta', en: 'Your Account' } },
];

/** A guide's title and subtitle in both languages; the address is made from the English title. */
const guideRows: [category: number, en: [title: string, subtitle: string], es: [title: string, subtitle: string]][] = [
  [
    0,
    ['What is Atrium', 'A short tour of the dashboard and its apps'],
    ['Qué es Atrium', 'Un breve recorrido por el panel y sus aplicaciones'],
  ],
  [
    0,
    ['Start using Atrium', 'Sign in, pick a layout and find your way around'],
    ['Empieza a usar Atrium', 'Entra, elige un diseño y oriéntate'],
  ],
  [
    0,
    ['Signing in to the dashboard', 'Passwords, locked sessions and signing out'],
    ['Entrar en el panel', 'Contraseñas, sesiones bloqueadas y salir'],
  ],
  [
    0,
    ['Navigating the apps', 'The side navigation, search and shortcuts'],
    ['Moverse por las aplicaciones', 'La navegación lateral, la búsqueda y los atajos'],
  ],
  [
    0,
    ['Keyboard shortcuts', 'Work faster without the mouse'],
    ['Atajos de teclado', 'Trabaja más rápido sin el ratón'],
  ],
  [
    0,
    ['Notifications and messages', 'Stay on top of what changed'],
    ['Notificaciones y mensajes', 'Entérate de lo que ha cambiado'],
  ],
  [
    0,
    ['Where to get help', 'FAQs, guides and support'],
    ['Dónde pedir ayuda', 'Preguntas frecuentes, guías y soporte'],
  ],
  [
    1,
    ['Creating a board', 'Lists, cards and labels for your team'],
    ['Crear un tablero', 'Listas, tarjetas y etiquetas para tu equipo'],
  ],
  [
    1,
    ['Planning with tasks', 'Sections, priorities and due dates'],
    ['Planificar con tareas', 'Secciones, prioridades y fechas de vencimiento'],
  ],
  [
    1,
    ['Sharing files', 'Folders and permissions in the file manager'],
    ['Compartir archivos', 'Carpetas y permisos en el gestor de archivos'],
  ],
  [
    1,
    ['Tracking inventory', 'Products, stock and prices'],
    ['Llevar el inventario', 'Productos, existencias y precios'],
  ],
  [
    1,
    ['Archiving a project', 'Keep history without the clutter'],
    ['Archivar un proyecto', 'Conserva el historial sin el desorden'],
  ],
  [
    1,
    ['Working with labels', 'Colour-code mail and notes'],
    ['Trabajar con etiquetas', 'Colores para el correo y las notas'],
  ],
  [2, ['Changing the layout', 'Eleven layouts, one setting'], ['Cambiar el diseño', 'Once diseños, un solo ajuste']],
  [
    2,
    ['Light, dark and auto schemes', 'Follow the system or choose yourself'],
    ['Esquemas claro, oscuro y automático', 'Sigue al sistema o elige tú'],
  ],
  [
    2,
    ['Choosing a theme', 'Six colour themes for the whole app'],
    ['Elegir un tema', 'Seis temas de color para toda la aplicación'],
  ],
  [
    2,
    ['Language and region', 'Spanish and English, dates and numbers'],
    ['Idioma y región', 'Español e inglés, fechas y números'],
  ],
  [
    2,
    ['Resetting the demo data', 'Start again from the sample content'],
    ['Restablecer los datos de prueba', 'Vuelve a empezar desde el contenido de ejemplo'],
  ],
  [2, ['Notification preferences', 'Decide what reaches you'], ['Preferencias de notificación', 'Decide qué te llega']],
  [
    2,
    ['Pasting formatted text', 'What is kept when you paste from another page'],
    ['Pegar texto con formato', 'Qué se conserva al pegar desde otra página'],
  ],
  [
    3,
    ['Paying by card', 'Cards we accept and how charges appear'],
    ['Pago con tarjeta', 'Tarjetas que aceptamos y cómo aparecen los cargos'],
  ],
  [
    3,
    ['Paying by bank transfer', 'References, timing and receipts'],
    ['Pago por transferencia bancaria', 'Referencias, plazos y justificantes'],
  ],
  [3, ['Understanding your invoice', 'Every line explained'], ['Entender tu factura', 'Cada línea explicada']],
  [3, ['Refunds', 'When and how money comes back'], ['Reembolsos', 'Cuándo y cómo vuelve el dinero']],
  [
    3,
    ['Changing plans', 'Upgrades, downgrades and proration'],
    ['Cambiar de plan', 'Subir, bajar de plan y prorrateo'],
  ],
  [3, ['Tax and VAT', 'What we charge and where it goes'], ['Impuestos e IVA', 'Qué cobramos y adónde va']],
  [4, ['Editing your profile', 'Name, avatar and status'], ['Editar tu perfil', 'Nombre, avatar y estado']],
  [
    4,
    ['Changing your e-mail address', 'Confirm the new address to finish'],
    ['Cambiar tu dirección de correo', 'Confirma la nueva dirección para terminar'],
  ],
  [
    4,
    ['Two-step verification', 'Add a second step to signing in'],
    ['Verificación en dos pasos', 'Añade un segundo paso al entrar'],
  ],
  [
    4,
    ['Exporting your data', 'Download everything you stored'],
    ['Exportar tus datos', 'Descarga todo lo que has guardado'],
  ],
  [4, ['Closing your account', 'What happens to your data'], ['Cerrar tu cuenta', 'Qué pasa con tus datos']],
  [
    4,
    ['Managing sessions', 'See and end sessions on other devices'],
    ['Gestionar las sesiones', 'Consulta y cierra sesiones en otros dispositivos'],
  ],
];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const guides: readonly Guide[] = guideRows.map(([category, en, es], index) => ({
  id: `${guideCategories[category]!.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
  categoryId: guideCategories[category]!.id,
  slug: slugOf(en[0]),
  title: { es: es[0], en: en[0] },
  subtitle: { es: es[1], en: en[1] },
}));

/**
 * The guide about pasting carries, on purpose, markup that would run if it were drawn as it is (an image
 * with an error handler, a script, a javascript: link): the help center must show its words and run none
 * of it, like any rich text that comes from a server. Its checks: the mock's test, the guide story, the
 * help center journey.
 */
const PASTING_CONTENT: { es: string; en: string } = {
  es: [
    '<p>El texto que pegas en notas, correos y contactos conserva sus párrafos, listas, negritas y enlaces. <img src="x" onerror="window.__xss = 1">Las imágenes y los scripts se descartan.</p>',
    '<script>window.__xss = 2</script>',
    '<p>Un enlace solo sigue funcionando si lleva a una página web o a una dirección de correo: <a href="javascript:window.__xss = 3">un enlace que ejecuta código</a> se queda en palabras, <a href="https://example.com/">un enlace web</a> se abre en otra pestaña.</p>',
    '<svg onload="window.__xss = 4"></svg>',
    '<p onclick="window.__xss = 5">Los estilos, colores y fuentes de la otra página se quedan fuera, así el texto encaja con el resto de la aplicación.</p>',
  ].join('\n'),
  en: [
    '<p>Text pasted into notes, mails and contacts keeps its paragraphs, lists, bold and links. <img src="x" onerror="window.__xss = 1">Images and scripts are dropped.</p>',
    '<script>window.__xss = 2</script>',
    '<p>A link keeps working only when it leads to a web page or an e-mail address: <a href="javascript:window.__xss = 3">a link that runs code</a> stays as plain words, <a href="https://example.com/">a web link</a> opens in a new tab.</p>',
    '<svg onload="window.__xss = 4"></svg>',
    '<p onclick="window.__xss = 5">Styles, colours and fonts from the other page are left behind, so the text matches the rest of the app.</p>',
  ].join('\n'),
};

/** When each guide was last revised: fixed dates, a few days apart, so screens and tests do not move. */
export function guideUpdatedAt(guide: Guide): string {
  const index = guides.indexOf(guide);
  return new Date(Date.UTC(2026, 0, 12) + Math.max(index, 0) * 5 * 86_400_000 + 9 * 3_600_000).toISOString();
}

/** The stored part: no feedback and no support requests yet. */
export function seedHelpCenter(): HelpCenterState {
  return { feedback: [], supportRequests: [] };
}

/** A subtitle as the middle of a sentence: its first letter in lower case. */
function inSentence(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** The rich HTML body of a guide in both languages (the same structure for every guide, with its own subtitle). */
export function guideContent(guide: Guide): { es: string; en: string } {
  if (guide.slug === 'pasting-formatted-text') return PASTING_CONTENT;
  const subtitle = typeof guide.subtitle === 'string' ? { es: guide.subtitle, en: guide.subtitle } : guide.subtitle;
  // The page shows the title and subtitle above the article: the body starts with the text.
  return {
    es: [
      `<p>Esta guía trata de: ${inSentence(subtitle.es)}.</p>`,
      '<p>Esta guía te acompaña paso a paso. Cada paso muestra dónde pulsar y qué deberías ver después, para que compruebes tu avance sobre la marcha.</p>',
      '<h2>Antes de empezar</h2>',
      '<ul><li>Entra con una cuenta que pueda editar los ajustes.</li><li>Deja el centro de ayuda abierto en otra pestaña.</li><li>Resérvate unos diez minutos.</li></ul>',
      '<h2>Paso a paso</h2>',
      '<ol><li>Abre el menú desde la navegación lateral.</li><li>Elige la opción descrita arriba.</li><li>Confirma y busca el mensaje en la parte inferior de la pantalla.</li></ol>',
      '<blockquote><p>Consejo: cualquier cambio se puede deshacer desde la misma pantalla mientras no salgas de ella.</p></blockquote>',
      '<p>¿Sigues atascado? Escribe a soporte desde el centro de ayuda e indica el nombre de esta guía.</p>',
    ].join('\n'),
    en: [
      `<p>This guide covers ${inSentence(subtitle.en)}.</p>`,
      '<p>This guide walks you through the steps one at a time. Each step shows where to click and what you should see afterwards, so you can check your progress as you go.</p>',
      '<h2>Before you start</h2>',
      '<ul><li>Sign in with an account that can edit settings.</li><li>Keep the help center open in a second tab.</li><li>Set aside about ten minutes.</li></ul>',
      '<h2>Step by step</h2>',
      '<ol><li>Open the menu from the side navigation.</li><li>Choose the option described above.</li><li>Confirm, and look for the message at the bottom of the screen.</li></ol>',
      '<blockquote><p>Tip: every change can be undone from the same screen until you leave it.</p></blockquote>',
      '<p>Still stuck? Write to support from the help center and mention the name of this guide.</p>',
    ].join('\n'),
  };
}
