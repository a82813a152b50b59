import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import type { Timecard } from '../../../../shared/timecards.js';
import { AppProvider } from '../../../app/provider.js';
import { apiError, callsTo, json, stubFetch } from '../../../test/fetch-stub.js';
import { buildTimecard } from '../testing/fixtures.js';
import { TimerChip } from './timer-chip.js';

const TIMER = '/api/v1/timecards/timer';
const TITLE = 'Travel & Work Tracker';

function renderChip() {
  render(
    <AppProvider env="test">
      <TimerChip />
    </AppProvider>,
  );
}

describe('the running-timer chip', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.title = TITLE;
  });

  it('ticks every second in the header and the tab title, and a click stops the timer', async () => {
    // The clock is set, the one-second interval stays real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:01:05Z'));
    document.title = TITLE;
    let running: Timecard | null = buildTimecard({ start: '2026-06-15T11:00', end: null }); // 10:00 UTC, London in summer
    const fetchMock = stubFetch({
      [`GET ${TIMER}`]: () => json(running),
      [`POST ${TIMER}/stop`]: () => {
        const stopped = buildTimecard({ start: '2026-06-15T11:00', end: '2026-06-15T12:01' });
        running = null;
        return json(stopped);
      },
    });
    renderChip();

    const chip = await screen.findByRole('button', { name: 'Stop timer (running 0:01:05)' });
    expect(chip).toHaveTextContent('0:01:05');
    // The title is set by an effect, which may run just after the button has changed.
    await waitFor(() => expect(document.title).toBe(`⏱ 0:01:05 · ${TITLE}`));
    vi.setSystemTime(new Date('2026-06-15T10:01:07Z'));
    expect(await screen.findByRole('button', { name: 'Stop timer (running 0:01:07)' })).toHaveTextContent('0:01:07');
    await waitFor(() => expect(document.title).toBe(`⏱ 0:01:07 · ${TITLE}`));

    await userEvent.setup().click(screen.getByRole('button', { name: /^Stop timer/ }));
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Stop timer/ })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe(TITLE));
    // Stopped where the browser is (the test runs in New York), not where it started.
    expect(callsTo(fetchMock, 'POST', `${TIMER}/stop`)).toEqual([{ zone: 'America/New_York' }]);
  });

  it('shows nothing without a running timer', async () => {
    const fetchMock = stubFetch({ [`GET ${TIMER}`]: () => json(null) });
    renderChip();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', TIMER)).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe(TITLE);
  });

  it('says so, and disappears, when another tab or device stopped the timer first', async () => {
    let running: Timecard | null = buildTimecard({ start: '2026-06-15T11:00', end: null });
    stubFetch({
      [`GET ${TIMER}`]: () => json(running),
      [`POST ${TIMER}/stop`]: () => {
        running = null;
        return apiError(409, 'CONFLICT', messages.noTimerRunning);
      },
    });
    renderChip();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Stop timer/ }));
    expect(await screen.findByText(messages.noTimerRunning)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Stop timer/ })).not.toBeInTheDocument());
  });
});
