/**
 * The navigation of Atrium in its four variants. `default` is the vertical menu and uses every item
 * type (aside, basic, collapsable, divider, group, spacer); the others are built from the same items.
 * Icons are lucide icon names in kebab case.
 */
import type { Navigation, NavigationItem } from '../../contract/common.ts';

const dashboards: NavigationItem = {
  id: 'dashboards',
  type: 'group',
  title: 'Dashboards',
  subtitle: 'Figures at a glance',
  icon: 'layout-dashboard',
  children: [
    { id: 'dashboards.project', type: 'basic', title: 'Project', icon: 'clipboard-list', link: '/dashboards/project' },
    { id: 'dashboards.analytics', type: 'basic', title: 'Analytics', icon: 'chart-pie', link: '/dashboards/analytics' },
    { id: 'dashboards.finance', type: 'basic', title: 'Finance', icon: 'banknote', link: '/dashboards/finance' },
    { id: 'dashboards.crypto', type: 'basic', title: 'Crypto', icon: 'bitcoin', link: '/dashboards/crypto' },
  ],
};

const areas: NavigationItem = {
  id: 'areas',
  type: 'group',
  title: 'Back office',
  subtitle: 'Day-to-day operations',
  icon: 'building-2',
  children: [
    { id: 'areas.dashboard', type: 'basic', title: 'Dashboard', icon: 'gauge', link: '/dashboard', exactMatch: true },
    { id: 'areas.users', type: 'basic', title: 'Users', icon: 'users', link: '/users' },
    { id: 'areas.roles', type: 'basic', title: 'Roles', icon: 'shield', link: '/roles' },
    {
      id: 'areas.orders',
      type: 'basic',
      title: 'Orders',
      icon: 'shopping-cart',
      link: '/orders',
      badge: { title: '4', tone: 'accent' },
    },
    { id: 'areas.chat', type: 'basic', title: 'Chat', icon: 'message-circle', link: '/chat' },
    { id: 'areas.agent', type: 'basic', title: 'Agent', icon: 'bot', link: '/agent' },
  ],
};

const apps: NavigationItem = {
  id: 'apps',
  type: 'group',
  title: 'Applications',
  subtitle: 'Sample apps on the mock API',
  icon: 'layout-grid',
  children: [
    { id: 'apps.academy', type: 'basic', title: 'Academy', icon: 'graduation-cap', link: '/apps/academy' },
    { id: 'apps.chat', type: 'basic', title: 'Messenger', icon: 'messages-square', link: '/apps/chat' },
    { id: 'apps.contacts', type: 'basic', title: 'Contacts', icon: 'contact', link: '/apps/contacts' },
    {
      id: 'apps.ecommerce',
      type: 'collapsable',
      title: 'E-commerce',
      icon: 'shopping-bag',
      children: [
        { id: 'apps.ecommerce.inventory', type: 'basic', title: 'Inventory', link: '/apps/ecommerce/inventory' },
      ],
    },
    { id: 'apps.file-manager', type: 'basic', title: 'File manager', icon: 'folder-open', link: '/apps/file-manager' },
    {
      id: 'apps.help-center',
      type: 'collapsable',
      title: 'Help center',
      icon: 'life-buoy',
      link: '/apps/help-center',
      children: [
        { id: 'apps.help-center.home', type: 'basic', title: 'Home', link: '/apps/help-center', exactMatch: true },
        { id: 'apps.help-center.faqs', type: 'basic', title: 'FAQs', link: '/apps/help-center/faqs' },
        { id: 'apps.help-center.guides', type: 'basic', title: 'Guides', link: '/apps/help-center/guides' },
        { id: 'apps.help-center.support', type: 'basic', title: 'Support', link: '/apps/help-center/support' },
      ],
    },
    {
      id: 'apps.mailbox',
      type: 'basic',
      title: 'Mailbox',
      icon: 'mail',
      link: '/apps/mailbox',
      badge: { title: '27', tone: 'primary' },
    },
    { id: 'apps.notes', type: 'basic', title: 'Notes', icon: 'notebook-pen', link: '/apps/notes' },
    { id: 'apps.scrumboard', type: 'basic', title: 'Scrumboard', icon: 'kanban', link: '/apps/scrumboard' },
    { id: 'apps.tasks', type: 'basic', title: 'Tasks', icon: 'square-check', link: '/apps/tasks' },
  ],
};

const authPages = [
  ['sign-in', 'Sign in'],
  ['sign-up', 'Sign up'],
  ['sign-out', 'Sign out'],
  ['forgot-password', 'Forgot password'],
  ['reset-password', 'Reset password'],
  ['confirmation-required', 'Confirmation required'],
  ['unlock-session', 'Unlock session'],
] as const;
const authVariants = [
  ['classic', 'Classic'],
  ['modern', 'Modern'],
  ['modern-reversed', 'Modern reversed'],
  ['split-screen', 'Split screen'],
  ['split-screen-reversed', 'Split screen reversed'],
  ['fullscreen', 'Fullscreen'],
  ['fullscreen-reversed', 'Fullscreen reversed'],
] as const;

/** Every auth page in each of its seven layout variants (previews that keep the operator's session). */
const authentication: NavigationItem = {
  id: 'pages.authentication',
  type: 'collapsable',
  title: 'Authentication',
  icon: 'shield-check',
  children: authPages.map(([page, title]) => ({
    id: `pages.authentication.${page}`,
    type: 'collapsable' as const,
    title,
    children: authVariants.map(([variant, variantTitle]) => ({
      id: `pages.authentication.${page}.${variant}`,
      type: 'basic' as const,
      title: variantTitle,
      link: `/pages/authentication/${page}/${variant}`,
    })),
  })),
};

const pages: NavigationItem = {
  id: 'pages',
  type: 'group',
  title: 'Pages',
  subtitle: 'Activity and resources',
  icon: 'files',
  children: [
    { id: 'pages.activities', type: 'basic', title: 'Activities', icon: 'history', link: '/pages/activities' },
    authentication,
    { id: 'pages.theme-studio', type: 'basic', title: 'Theme studio', icon: 'palette', link: '/ui/theme' },
    {
      id: 'pages.icons',
      type: 'collapsable',
      title: 'Icons',
      icon: 'shapes',
      children: [
        { id: 'pages.icons.feather', type: 'basic', title: 'Feather', link: '/ui/icons/feather' },
        {
          id: 'pages.icons.heroicons-outline',
          type: 'basic',
          title: 'Heroicons outline',
          link: '/ui/icons/heroicons-outline',
        },
        {
          id: 'pages.icons.heroicons-solid',
          type: 'basic',
          title: 'Heroicons solid',
          link: '/ui/icons/heroicons-solid',
        },
        { id: 'pages.icons.heroicons-mini', type: 'basic', title: 'Heroicons mini', link: '/ui/icons/heroicons-mini' },
        { id: 'pages.icons.material-solid', type: 'basic', title: 'Material solid', link: '/ui/icons/material-solid' },
        {
          id: 'pages.icons.material-outline',
          type: 'basic',
          title: 'Material outline',
          link: '/ui/icons/material-outline',
        },
        {
          id: 'pages.icons.material-twotone',
          type: 'basic',
          title: 'Material twotone',
          link: '/ui/icons/material-twotone',
        },
      ],
    },
  ],
};

const docs: NavigationItem = {
  id: 'docs',
  type: 'aside',
  title: 'Documentation',
  subtitle: 'Guides and changes',
  icon: 'book-open',
  children: [
    {
      id: 'docs.changelog',
      type: 'basic',
      title: 'Changelog',
      icon: 'list-checks',
      link: '/docs/changelog',
      badge: { title: '2.5', tone: 'neutral' },
    },
    {
      id: 'docs.guides',
      type: 'basic',
      title: 'Getting started',
      icon: 'compass',
      link: '/docs/guides/getting-started/introduction',
    },
    {
      id: 'docs.status',
      type: 'basic',
      title: 'Service status',
      icon: 'activity',
      tooltip: 'Opens in a new tab',
      link: 'https://status.example.com',
      externalLink: true,
      target: '_blank',
    },
  ],
};

const example: NavigationItem = {
  id: 'example',
  type: 'basic',
  title: 'Example',
  icon: 'flask-conical',
  link: '/example',
};

const groups = [dashboards, areas, apps, pages];

function clone(items: NavigationItem[]): NavigationItem[] {
  return structuredClone(items);
}

export const navigation: Navigation = {
  default: clone([...groups, { id: 'divider-1', type: 'divider' }, docs, { id: 'spacer-1', type: 'spacer' }, example]),
  /** Icons only: every group becomes an aside panel. */
  compact: clone([
    ...[...groups, docs].map((item) => ({ ...item, type: 'aside' as const, tooltip: item.title })),
    example,
  ]),
  futuristic: clone([...groups, docs, { id: 'spacer-1', type: 'spacer' }, example]),
  /** Top bar: groups open as drop-down menus. */
  horizontal: clone([...[...groups, docs].map((item) => ({ ...item, type: 'group' as const })), example]),
};
