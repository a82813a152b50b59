import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.js';
import { routes as appRoutes } from '../app/router.js';

/** Renders the app (or `routes`) at `path`, with the real providers, in StrictMode as main.tsx does. */
export function renderRoutes(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProvider env="test">
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return router;
}
