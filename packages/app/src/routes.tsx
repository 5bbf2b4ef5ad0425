import { createBrowserRouter, redirect } from 'react-router-dom';

/** Every area is loaded on demand, so the first screen carries only its own code. */
export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/dashboard') },
  { path: '/sign-in', lazy: () => import('./pages/SignInPage').then(({ SignInPage }) => ({ Component: SignInPage })) },
  {
    path: '*',
    lazy: () => import('./pages/ComingSoonPage').then(({ ComingSoonPage }) => ({ Component: ComingSoonPage })),
  },
]);
