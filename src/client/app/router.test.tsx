import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/account.js';
import { afterSignInPath, clientPathPatterns } from '../../shared/routes.js';
import { authRoutes, stubFetch, testSession } from '../test/fetch-stub.js';
import { renderRoutes } from '../test/render-routes.js';
import { routes } from './router.js';

const leafPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => (route.children ? leafPaths(route.children) : route.path ? [route.path] : []));

describe('routes', () => {
  let session: Session | null;
  beforeEach(() => {
    session = null;
    stubFetch(authRoutes(() => session));
  });

  it('shows "not found" with the path for an unknown page', async () => {
    renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /no-such-page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows "not found" inside the application shell for an unknown page under /protected', async () => {
    session = testSession;
    renderRoutes('/protected/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /protected/no-such-page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Travel & Work Tracker');
  });

  it('offers sign-in and sign-up on the home page', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('offers to open the app on the home page when signed in', async () => {
    session = testSession;
    renderRoutes('/');
    expect(await screen.findByRole('link', { name: 'Open the app' })).toHaveAttribute('href', afterSignInPath);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  // The server answers 404 for paths outside clientPathPatterns, so both must list the same pages.
  it('registers exactly the shared client paths', () => {
    for (const pattern of clientPathPatterns) {
      const sample = pattern.replace(/:[^/]+/g, 'sample');
      expect(matchRoutes(routes, sample)?.at(-1)?.route.path, pattern).toBe(pattern);
    }
    expect(leafPaths(routes).filter((path) => path !== '*').sort()).toEqual([...clientPathPatterns].sort());
  });
});
