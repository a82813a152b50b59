// The fetch for the road asks for a signed-in user's trips ahead of the network going; a sign-out
// that ends while it runs (its first round is in flight) is followed by no further call.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/account.js';
import { buildDashboard, buildTripItem } from '../../features/dashboard/testing/fixtures.js';
import { sessionQueryOptions } from '../../lib/session.js';
import { json, type StubRoutes, stubFetch, testProfile, testSession } from '../../test/fetch-stub.js';
import { fetchForTheRoad } from './fetch-for-the-road.js';

const trip = buildTripItem();
const dashboard = () => json(buildDashboard({ upcomingTrips: [trip] }));
let client: QueryClient;
let routes: StubRoutes;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  routes = {
    'GET /api/v1/dashboard': dashboard,
    'GET /api/v1/account/profile': () => json(testProfile),
  };
});

const pathsAsked = (fetchMock: ReturnType<typeof stubFetch>) =>
  // The API client asks by path.
  fetchMock.mock.calls.map(([input]) => new URL(input as string, window.location.origin).pathname);

const signIn = (session: Session | null) => client.setQueryData(sessionQueryOptions.queryKey, session);

describe('fetchForTheRoad', () => {
  it("asks for the next trips' pages while their user is signed in", async () => {
    signIn(testSession);
    const fetchMock = stubFetch(routes);
    await fetchForTheRoad(client, testSession.user.id);
    const asked = pathsAsked(fetchMock);
    expect(asked).toContain('/api/v1/dashboard');
    expect(asked.filter((path) => path.includes(trip.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('asks also when the session is not known yet (a start with no network, the network just back)', async () => {
    const fetchMock = stubFetch(routes);
    await fetchForTheRoad(client, testSession.user.id);
    expect(pathsAsked(fetchMock).filter((path) => path.includes(trip.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('asks nothing once signed out, or for another user', async () => {
    signIn(null);
    const fetchMock = stubFetch(routes);
    await fetchForTheRoad(client, testSession.user.id);
    signIn({ ...testSession, user: { ...testSession.user, id: '00000000-0000-4000-9000-00000000ffff' } });
    await fetchForTheRoad(client, testSession.user.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing more after a sign-out that ends amid its first round', async () => {
    signIn(testSession);
    routes['GET /api/v1/dashboard'] = () => {
      signIn(null);
      return dashboard();
    };
    const fetchMock = stubFetch(routes);
    await fetchForTheRoad(client, testSession.user.id);
    expect(pathsAsked(fetchMock).sort()).toEqual(['/api/v1/account/profile', '/api/v1/dashboard']);
  });
});
