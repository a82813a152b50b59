import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { outboxRetry, pressedAt, uuidv7 } from './outbox.js';

describe('the outbox', () => {
  it('makes version 7 UUIDs that sort by the time they were made', () => {
    const earlier = uuidv7(Date.parse('2026-11-26T08:00:00Z'));
    const later = uuidv7(Date.parse('2026-11-26T08:00:00.001Z'));
    for (const id of [earlier, later]) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('01a216de-5800');
  });

  it('waits for a sign-in, tries a lost connection twice more, and never a refusal again', () => {
    expect(outboxRetry(10, new ApiError(401, 'UNAUTHORIZED', 'Session required'))).toBe(true);
    expect(outboxRetry(1, new ApiError(0, 'INTERNAL', 'Error connecting'))).toBe(true);
    expect(outboxRetry(2, new ApiError(0, 'INTERNAL', 'Error connecting'))).toBe(false);
    expect(outboxRetry(1, new ApiError(503, 'UNAVAILABLE', 'Error connecting'))).toBe(true);
    expect(outboxRetry(1, new ApiError(502, 'INTERNAL', 'Internal Server Error'))).toBe(true);
    expect(outboxRetry(1, new ApiError(500, 'INTERNAL', 'Internal Server Error'))).toBe(false);
    expect(outboxRetry(0, new ApiError(400, 'VALIDATION_FAILED', 'Date not valid'))).toBe(false);
  });

  it('tells the server when a press was made only when it waited', () => {
    const now = new Date().toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(pressedAt(now)).toBeUndefined();
    expect(pressedAt(anHourAgo)).toBe(anHourAgo);
  });
});
