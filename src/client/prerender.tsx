// Built for Node by `npm run build` (Vite's SSR build) and run there once: the HTML of the public
// pages that a first visit most often opens (the home page, sign-in, sign-up), so that a phone
// shows them before the app's code has arrived and run. main.tsx then hydrates that HTML. Only
// pages whose first render depends on nothing but their path belong here (no query, no session,
// no browser state).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { publicPaths } from '../shared/routes.js';
import { App, routerReady } from './app/app.js';
import { routes } from './app/router.js';

export const prerenderedPaths = [publicPaths.home, publicPaths.signIn, publicPaths.signUp];

/** The app's HTML at `pathname`, as its first render in a browser makes it. */
export async function prerender(pathname: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  await routerReady(router);
  return renderToString(<App router={router} />);
}
