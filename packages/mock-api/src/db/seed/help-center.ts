/**
 * Help center seed: FAQ and guide categories, FAQs and guides (static, read-only, original text). The
 * reader's feedback and the support requests are the stored part (see `seedHelpCenter`).
 */
import type { Faq, FaqCategory, Guide, GuideCategory, HelpCenterState } from '../../contract/help-center.ts';

export const faqCategories: readonly FaqCategory[] = [
  { id: '9ac6c418-7400-456c-b342-815597b38538', slug: 'most-asked', title: 'Most asked' },
  { id: '9f7da34b-2fb6-42b1-9e8f-8402b62344ca', slug: 'general-inquiries', title: 'General inquiries' },
  { id: '0c84ad7a-55cd-425d-a49a-4009dd50962b', slug: 'licenses', title: 'Licenses' },
  { id: '2e9e6650-c13f-4c48-9575-30ff7b4b4b2f', slug: 'payments', title: 'Payments' },
  { id: 'f80d19f6-296c-47b4-a92e-f046acebce96', slug: 'support', title: 'Support' },
];

const faqRows: [category: number, question: string, first: string, second: string][] = [
  [
    0,
    'How do I reset my password?',
    'Open the sign-in page and choose "Forgot password". We send a link to the address on your account; it stays valid for one hour.',
    'If the e-mail does not arrive, check the spam folder or ask an administrator to send a new invitation.',
  ],
  [
    0,
    'Can I change the language of the dashboard?',
    'Yes. Use the flag in the top bar to switch between Spanish and English. Your choice applies at once and is kept on this device.',
    'Sample data such as contact notes stays in the language it was written in.',
  ],
  [
    0,
    'Where do I find my invoices?',
    'Invoices live in the file manager under the Invoices folder, and each one is also attached to the payment e-mail.',
    'Administrators can export every invoice of a year as a single spreadsheet.',
  ],
  [
    0,
    'Is there a minimum credit to top up my balance?',
    'The minimum credit is $20, and any amount above that can be added in steps of one dollar.',
    'Credit never expires and can be used for any paid feature.',
  ],
  [
    1,
    'Who can see the notes on a contact?',
    'Everyone in your workspace with access to contacts can read them. Private notes are not supported yet.',
    'Avoid storing sensitive personal data in notes; use the dedicated fields instead.',
  ],
  [
    1,
    'How many people can join one workspace?',
    'There is no fixed limit. Large teams usually split into several boards and mail labels to stay organised.',
    'Performance stays the same up to tens of thousands of records.',
  ],
  [
    1,
    'Does the dashboard work on phones?',
    'Yes. Below the medium breakpoint the navigation becomes a drawer and tables scroll horizontally.',
    'Every action is also reachable with the keyboard and a screen reader.',
  ],
  [
    2,
    'Which license do I need for a client project?',
    'A standard license covers one end product for one client. A product sold to many customers needs an extended license.',
    'When in doubt, write to support with a short description of the project.',
  ],
  [
    2,
    'Can I transfer my license?',
    'Licenses can be transferred once to another person in the same organisation.',
    'Transfers take effect on the next billing cycle.',
  ],
  [
    2,
    'Do licenses include updates?',
    'Every license includes twelve months of updates from the purchase date.',
    'After that you can keep using the last version you received, or renew at a reduced price.',
  ],
  [
    3,
    'Which payment methods do you accept?',
    'We accept the major credit cards and bank transfers in euros and dollars.',
    'Bank transfers can take up to three working days to clear.',
  ],
  [
    3,
    'Can I get a refund?',
    'Yes, within 30 days of the purchase if the product has not been used in a released project.',
    'Refunds go back to the original payment method.',
  ],
  [
    3,
    'How do I update my billing address?',
    'Open Settings, then Billing, and edit the address. New invoices use it right away.',
    'Invoices already issued cannot be changed, but we can issue a corrected copy on request.',
  ],
  [
    4,
    'How fast does support answer?',
    'We answer within one working day, and urgent issues on paid plans within four hours.',
    'Include screenshots and the steps you took; it makes the first answer much more useful.',
  ],
  [
    4,
    'Do you offer onboarding sessions?',
    'Teams of ten or more can book a free one-hour onboarding call.',
    'Recordings of past sessions are in the guides section.',
  ],
  [
    4,
    'Where can I report a bug?',
    'Use the support form in the help center, or e-mail support with the words "bug report" in the subject.',
    'We reply with a ticket number you can follow.',
  ],
];

export const faqs: readonly Faq[] = faqRows.map(([category, question, first, second], index) => ({
  id: `${faqCategories[category]!.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
  categoryId: faqCategories[category]!.id,
  question,
  answer: `${first}\n\n${second}`,
}));

export const guideCategories: readonly GuideCategory[] = [
  { id: '86dfc4f4-97c9-4edc-825e-494d6414e690', slug: 'getting-started', title: 'Getting Started' },
  { id: '8bd6cc04-f32b-4626-8ff3-cb93ceab3b8d', slug: 'projects', title: 'Projects' },
  { id: 'b393c4c1-8b0d-4880-9877-b10b99b24f5a', slug: 'settings', title: 'Settings' },
  { id: '089258dd-7508-4b1e-bb2c-fa6d0469bf8e', slug: 'payments', title: 'Payments' },
  { id: '51029298-9794-4a9d-adfd-4f962f791e85', slug: 'your-account', title: 'Your Account' },
];

const guideRows: [category: number, title: string, subtitle: string][] = [
  [0, 'What is Atrium', 'A short tour of the dashboard and its apps'],
  [0, 'Start using Atrium', 'Sign in, pick a layout and find your way around'],
  [0, 'Signing in to the dashboard', 'Passwords, locked sessions and signing out'],
  [0, 'Navigating the apps', 'The side navigation, search and shortcuts'],
  [0, 'Keyboard shortcuts', 'Work faster without the mouse'],
  [0, 'Notifications and messages', 'Stay on top of what changed'],
  [0, 'Where to get help', 'FAQs, guides and support'],
  [1, 'Creating a board', 'Lists, cards and labels for your team'],
  [1, 'Planning with tasks', 'Sections, priorities and due dates'],
  [1, 'Sharing files', 'Folders and permissions in the file manager'],
  [1, 'Tracking inventory', 'Products, stock and prices'],
  [1, 'Archiving a project', 'Keep history without the clutter'],
  [1, 'Working with labels', 'Colour-code mail and notes'],
  [2, 'Changing the layout', 'Eleven layouts, one setting'],
  [2, 'Light, dark and auto schemes', 'Follow the system or choose yourself'],
  [2, 'Choosing a theme', 'Six colour themes for the whole app'],
  [2, 'Language and region', 'Spanish and English, dates and numbers'],
  [2, 'Resetting the demo data', 'Start again from the sample content'],
  [2, 'Notification preferences', 'Decide what reaches you'],
  [2, 'Pasting formatted text', 'What is kept when you paste from another page'],
  [3, 'Paying by card', 'Cards we accept and how charges appear'],
  [3, 'Paying by bank transfer', 'References, timing and receipts'],
  [3, 'Understanding your invoice', 'Every line explained'],
  [3, 'Refunds', 'When and how money comes back'],
  [3, 'Changing plans', 'Upgrades, downgrades and proration'],
  [3, 'Tax and VAT', 'What we charge and where it goes'],
  [4, 'Editing your profile', 'Name, avatar and status'],
  [4, 'Changing your e-mail address', 'Confirm the new address to finish'],
  [4, 'Two-step verification', 'Add a second step to signing in'],
  [4, 'Exporting your data', 'Download everything you stored'],
  [4, 'Closing your account', 'What happens to your data'],
  [4, 'Managing sessions', 'See and end sessions on other devices'],
];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const guides: readonly Guide[] = guideRows.map(([category, title, subtitle], index) => ({
  id: `${guideCategories[category]!.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
  categoryId: guideCategories[category]!.id,
  slug: slugOf(title),
  title,
  subtitle,
}));

/**
 * The guide about pasting carries, on purpose, markup that would run if it were drawn as it is (an image
 * with an error handler, a script, a javascript: link): the help center must show its words and run none
 * of it, like any rich text that comes from a server. Its checks: the mock's test, the guide story, the
 * help center journey.
 */
const PASTING_CONTENT = [
  '<p>Text pasted into notes, mails and contacts keeps its paragraphs, lists, bold and links. <img src="x" onerror="window.__xss = 1">Images and scripts are dropped.</p>',
  '<script>window.__xss = 2</script>',
  '<p>A link keeps working only when it leads to a web page or an e-mail address: <a href="javascript:window.__xss = 3">a link that runs code</a> stays as plain words, <a href="https://example.com/">a web link</a> opens in a new tab.</p>',
  '<svg onload="window.__xss = 4"></svg>',
  '<p onclick="window.__xss = 5">Styles, colours and fonts from the other page are left behind, so the text matches the rest of the app.</p>',
].join('\n');

/** When each guide was last revised: fixed dates, a few days apart, so screens and tests do not move. */
export function guideUpdatedAt(guide: Guide): string {
  const index = guides.indexOf(guide);
  return new Date(Date.UTC(2026, 0, 12) + Math.max(index, 0) * 5 * 86_400_000 + 9 * 3_600_000).toISOString();
}

/** The stored part: no feedback and no support requests yet. */
export function seedHelpCenter(): HelpCenterState {
  return { feedback: [], supportRequests: [] };
}

/** The rich HTML body of a guide (the same structure for every guide, with its own subtitle). */
export function guideContent(guide: Guide): string {
  if (guide.slug === 'pasting-formatted-text') return PASTING_CONTENT;
  // The page shows the title and subtitle above the article: the body starts with the text.
  return [
    `<p>This guide covers ${guide.subtitle.charAt(0).toLowerCase()}${guide.subtitle.slice(1)}.</p>`,
    '<p>This guide walks you through the steps one at a time. Each step shows where to click and what you should see afterwards, so you can check your progress as you go.</p>',
    '<h2>Before you start</h2>',
    '<ul><li>Sign in with an account that can edit settings.</li><li>Keep the help center open in a second tab.</li><li>Set aside about ten minutes.</li></ul>',
    '<h2>Step by step</h2>',
    '<ol><li>Open the menu from the side navigation.</li><li>Choose the option described above.</li><li>Confirm, and look for the message at the bottom of the screen.</li></ol>',
    '<blockquote><p>Tip: every change can be undone from the same screen until you leave it.</p></blockquote>',
    '<p>Still stuck? Write to support from the help center and mention the name of this guide.</p>',
  ].join('\n');
}
