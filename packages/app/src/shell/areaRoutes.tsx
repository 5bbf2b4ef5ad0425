/**
 * The signed-in areas: children of the main layout, added to the router on the first navigation into
 * one (routes.tsx, `patchRoutesOnNavigation`). Each area is still a chunk of its own; listing them here
 * rather than in routes.tsx keeps the bundler's preload lists (the files each lazy import needs) out of
 * the entry chunk, so the sign-in page does not grow with every view.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { RouteError } from '@atrium/ui';

/** A lazy route from a module's named component. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as ComponentType });

/** Areas and sample apps whose views have not landed: they show "coming soon". */
const comingSoon: string[] = [];

const areas: RouteObject[] = [
  ...comingSoon.map((path) => ({ path, lazy: page(() => import('../pages/ComingSoonPage'), 'ComingSoonPage') })),
  { path: 'example', lazy: page(() => import('@atrium/ui/views/example/ExampleView.tsx'), 'ExampleView') },
  { path: 'docs/*', lazy: page(() => import('@atrium/ui/views/docs/DocsView.tsx'), 'DocsView') },
  { path: 'dashboard', lazy: page(() => import('@atrium/ui/views/home/HomeView.tsx'), 'HomeView') },
  {
    // The four dashboards share one route; its loader fetches the chosen one (see DashboardsRoute).
    path: 'dashboards/:name',
    lazy: async () => {
      const { loader, DashboardsRoute } = await import('../pages/DashboardsRoute');
      return { loader, Component: DashboardsRoute };
    },
  },
  { path: 'chat/*', lazy: page(() => import('@atrium/ui/views/chat/ChatView.tsx'), 'ChatApp') },
  { path: 'orders/*', lazy: page(() => import('@atrium/ui/views/orders/OrdersView.tsx'), 'OrdersArea') },
  { path: 'users/*', lazy: page(() => import('@atrium/ui/views/users/UsersView.tsx'), 'UsersArea') },
  { path: 'roles/*', lazy: page(() => import('@atrium/ui/views/roles/RolesView.tsx'), 'RolesArea') },
  { path: 'agent/*', lazy: page(() => import('@atrium/ui/views/agent/AgentView.tsx'), 'AgentArea') },
  { path: 'apps/contacts/*', lazy: page(() => import('@atrium/ui/views/contacts/ContactsView.tsx'), 'ContactsApp') },
  { path: 'apps/mailbox/*', lazy: page(() => import('@atrium/ui/views/mailbox/MailboxView.tsx'), 'MailboxApp') },
  { path: 'apps/notes/*', lazy: page(() => import('@atrium/ui/views/notes/NotesView.tsx'), 'NotesApp') },
  { path: 'apps/tasks/*', lazy: page(() => import('@atrium/ui/views/tasks/TasksView.tsx'), 'TasksApp') },
  {
    path: 'apps/help-center/*',
    lazy: page(() => import('@atrium/ui/views/help-center/HelpCenterView.tsx'), 'HelpCenterApp'),
  },
  {
    path: 'apps/scrumboard/*',
    lazy: page(() => import('@atrium/ui/views/scrumboard/ScrumboardView.tsx'), 'ScrumboardApp'),
  },
  { path: 'apps/academy/*', lazy: page(() => import('@atrium/ui/views/academy/AcademyView.tsx'), 'AcademyApp') },
  { path: 'apps/chat/*', lazy: page(() => import('@atrium/ui/views/chat/ChatView.tsx'), 'ChatApp') },
  {
    path: 'pages/activities',
    lazy: page(() => import('@atrium/ui/views/activities/ActivitiesView.tsx'), 'ActivitiesView'),
  },
  { path: 'ui/icons/:set', lazy: page(() => import('@atrium/ui/views/icons/IconsView.tsx'), 'IconsView') },
  {
    path: 'ui/theme',
    lazy: page(() => import('@atrium/ui/views/theme-studio/ThemeStudioView.tsx'), 'ThemeStudioView'),
  },
  {
    path: 'apps/ecommerce/inventory/*',
    lazy: page(() => import('@atrium/ui/views/inventory/InventoryView.tsx'), 'InventoryApp'),
  },
  {
    path: 'apps/file-manager/*',
    lazy: page(() => import('@atrium/ui/views/file-manager/FileManagerView.tsx'), 'FileManagerApp'),
  },
  { path: 'apps/*', lazy: page(() => import('../pages/ComingSoonPage'), 'ComingSoonPage') },
  { path: '*', lazy: page(() => import('../pages/NotFoundPage'), 'NotFoundPage') },
];

/**
 * The areas behind one error element: whatever an area's loader, chunk or view throws shows in the
 * frame's content area, so the navigation stays usable and leads elsewhere; going to another address
 * clears it.
 */
export const areaRoutes: RouteObject[] = [{ errorElement: <RouteError homeHref="/dashboard" />, children: areas }];

/**
 * Pages outside the main layout, added at the router's root alongside the areas: the public home (no
 * guard, empty layout) and the auth pages' variant previews (signed-in only: a preview never ends the
 * operator's session).
 */
export const rootRoutes = (signedInOnly: LoaderFunction): RouteObject[] => [
  {
    path: 'home',
    lazy: page(() => import('@atrium/ui/views/public-home/PublicHomeView.tsx'), 'PublicHomeView'),
    errorElement: <RouteError />,
  },
  {
    loader: signedInOnly,
    errorElement: <RouteError />,
    children: [
      {
        path: 'pages/authentication/:page/:variant',
        lazy: page(() => import('@atrium/ui/pages/auth-preview/AuthPreview.tsx'), 'AuthPreview'),
      },
    ],
  },
];
