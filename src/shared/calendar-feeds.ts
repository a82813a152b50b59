import { z } from 'zod';

/**
 * A calendar feed: the secret address a calendar subscribes to (all the user's trips and
 * assignments, or one trip's), or null while there is none. A new address ends the old one.
 */
export const CalendarFeedSchema = z.object({ url: z.url().nullable() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The feed's address for calendar apps that subscribe on a tap (Apple Calendar, Outlook, Thunderbird). */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/** Google Calendar's page that adds a subscription to the feed (it asks before adding). */
export const googleCalendarUrl = (url: string) => `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`;
