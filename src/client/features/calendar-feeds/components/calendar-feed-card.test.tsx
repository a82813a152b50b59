import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { apiError, callsTo, json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import type { CalendarFeedScope } from '../api/calendar-feed-api.js';
import { CalendarFeedCard, calendarFeedTexts } from './calendar-feed-card.js';

const TRIP = '6b2e1f4a-8c3d-4e5f-9a0b-1c2d3e4f5a6b';
const ACCOUNT_FEED = '/api/v1/account/calendar-feed';
const TRIP_FEED = `/api/v1/trips/${TRIP}/calendar-feed`;
const FIRST = 'https://tracker.example.com/api/public/calendars/first-secret-token';
const SECOND = 'https://tracker.example.com/api/public/calendars/second-secret-token';

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

/** A server with one feed address at a time: POST makes the next one, DELETE turns it off. */
function feedRoutes(path: string, addresses = [FIRST, SECOND]): StubRoutes {
  let url: string | null = null;
  let made = 0;
  return {
    [`GET ${path}`]: () => json({ url }),
    [`POST ${path}`]: () => {
      url = addresses[made++] ?? null;
      return json({ url });
    },
    [`DELETE ${path}`]: () => {
      url = null;
      return json({ url });
    },
  };
}

beforeEach(() => {
  routes = { ...feedRoutes(ACCOUNT_FEED), ...feedRoutes(TRIP_FEED) };
  fetchMock = stubFetch(routes);
});

function open(scope: CalendarFeedScope) {
  renderRoutes('/part', [{ path: '/part', element: <ModalsProvider><CalendarFeedCard scope={scope} /></ModalsProvider> }]);
  return userEvent.setup();
}

const card = () => screen.getByRole('region', { name: 'Calendar feed' });
const google = (url: string) => `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace('https:', 'webcal:'))}`;

/** Answers the open confirmation dialog with its confirm button. */
async function confirm(user: ReturnType<typeof userEvent.setup>, question: string, label: string) {
  const dialog = await screen.findByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('calendar feed card', () => {
  it('makes a feed, shows its address with the subscribe links, copies it, renews it after asking and turns it off after asking', async () => {
    const user = open('account');
    const make = await screen.findByRole('button', { name: 'Make a calendar feed' });
    expect(card()).toHaveTextContent('Subscribe your calendar app to your trips and assignments');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(make);
    expect(await screen.findByText(calendarFeedTexts.made)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Calendar feed address' });
    expect(address).toHaveValue(FIRST);
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', 'webcal://tracker.example.com/api/public/calendars/first-secret-token');
    const googleLink = screen.getByRole('link', { name: 'Add to Google Calendar' });
    expect(googleLink).toHaveAttribute('href', google(FIRST));
    expect(googleLink).toHaveAttribute('target', '_blank');
    expect(googleLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card()).toHaveTextContent('Anyone with this address can read the calendar');
    expect(screen.queryByRole('button', { name: 'Make a calendar feed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FIRST);

    // Asked first: cancelling keeps the address, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'New address' }));
    const question = await screen.findByRole('dialog', { name: calendarFeedTexts.renewQuestion });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', ACCOUNT_FEED)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'New address' }));
    await confirm(user, calendarFeedTexts.renewQuestion, 'New address');
    expect(await screen.findByText(calendarFeedTexts.renewed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(SECOND);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', google(SECOND));
    expect(callsTo(fetchMock, 'POST', ACCOUNT_FEED)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await confirm(user, calendarFeedTexts.turnOffQuestion, 'Turn off');
    expect(await screen.findByText(calendarFeedTexts.turnedOff)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a calendar feed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar feed address' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', ACCOUNT_FEED)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', TRIP_FEED)).toHaveLength(0);
  });

  it("speaks of the trip and makes the trip's own feed", async () => {
    const user = open({ tripId: TRIP });
    const make = await screen.findByRole('button', { name: 'Make a calendar feed' });
    expect(card()).toHaveTextContent('Subscribe your calendar app to this trip');
    await user.click(make);
    expect(await screen.findByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(FIRST);
    expect(callsTo(fetchMock, 'POST', TRIP_FEED)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', ACCOUNT_FEED)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', ACCOUNT_FEED)).toHaveLength(0);
  });

  it("shows the server's reason when the feed cannot be read", async () => {
    routes[`GET ${TRIP_FEED}`] = () => apiError(404, 'NOT_FOUND', messages.notFound('Trip'));
    open({ tripId: TRIP });
    expect(await within(card()).findByText('Trip not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a calendar feed' })).not.toBeInTheDocument();
  });

  it("says 'Error saving' with the reason when a feed cannot be made", async () => {
    routes[`POST ${ACCOUNT_FEED}`] = () => apiError(429, 'RATE_LIMITED', messages.rateLimited);
    const user = open('account');
    await user.click(await screen.findByRole('button', { name: 'Make a calendar feed' }));
    expect(await screen.findByText(messages.errorSaving(messages.rateLimited))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a calendar feed' })).toBeInTheDocument();
  });
});
