import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CalendarFeedSchema } from '../../../shared/calendar-feeds.js';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../../app.js';
import { currentUser, type AppEnv } from '../../http/context.js';
import { fail, json, openToAnyone, signedIn, signedInFailures as failures } from '../../http/openapi.js';
import { TOKEN_SHAPE } from '../../security/tokens.js';
import { endFeed, feedBody, feedOf, feedVersion, readFeed, renewFeed, type CalendarFeedDeps } from './calendar-feeds.service.js';

const feedDeps = (deps: AppDeps): CalendarFeedDeps => ({ db: deps.database.db, secret: deps.auth.secret, origin: deps.appUrl });

const actions = [
  ['get', 'getCalendarFeed', 'The calendar feed: its secret address, or null while there is none', readFeed],
  ['post', 'renewCalendarFeed', 'A new secret address for the calendar feed; an earlier one answers 404 from now on', renewFeed],
  ['delete', 'endCalendarFeed', 'Turns the calendar feed off: its address answers 404', endFeed],
] as const;

/**
 * The user's feed (every trip, stay, reservation, event and assignment) at `/calendar-feed` of the
 * account router, and a trip's at `/{id}/calendar-feed` of the trips router.
 */
export function calendarFeedRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>, of: 'account' | 'trip') {
  const fd = feedDeps(deps);
  const TripParams = z.object({ id: z.uuid({ error: messages.notFound('Trip') }) });
  for (const [method, operation, summary, act] of actions) {
    const common = { method, summary, ...signedIn, responses: { 200: { description: 'The feed', ...json(CalendarFeedSchema) }, ...failures } };
    if (of === 'account') {
      router.openapi(createRoute({ ...common, tags: ['Account'], operationId: operation, path: '/calendar-feed' }), async (c) => c.json(await act(fd, currentUser(c).id, null), 200));
    } else {
      router.openapi(
        createRoute({ ...common, tags: ['Trips'], operationId: operation.replace('Calendar', 'TripCalendar'), path: '/{id}/calendar-feed', request: { params: TripParams } }),
        async (c) => c.json(await act(fd, currentUser(c).id, c.req.valid('param').id), 200),
      );
    }
  }
}

/**
 * The feed a calendar subscribes to, without signing in. The same calendar asked again with its
 * entity-tag (If-None-Match) is answered 304 with no body, so a calendar that polls pays little.
 */
export function publicCalendarRoutes(deps: AppDeps, router: OpenAPIHono<AppEnv>) {
  const fd = feedDeps(deps);
  const TokenParams = z.object({ token: z.string().regex(TOKEN_SHAPE, { error: messages.notFound('Calendar') }) });
  router.openapi(
    createRoute({ method: 'get', path: '/calendars/{token}', tags: ['Public'], ...openToAnyone, operationId: 'getCalendar',
      summary: 'A calendar feed (iCalendar); 404 once its address is renewed or the feed is turned off',
      request: { params: TokenParams },
      responses: { 200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } }, 304: { description: 'Not changed since the entity-tag given' }, 404: fail('No such calendar feed') } }),
    async (c) => {
      const feed = await feedOf(fd.db, c.req.valid('param').token);
      const etag = await feedVersion(fd.db, feed);
      const headers = {
        ETag: etag,
        // Kept by nobody but the subscriber, and asked again each time: the entity-tag makes that cheap.
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      };
      if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
      return c.body(await feedBody(fd, feed), 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="calendar.ics"' });
    },
  );
}

/** Whether an If-None-Match header names the entity-tag (weak comparison, as RFC 9110 asks for it). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
