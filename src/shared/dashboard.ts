import { z } from 'zod';
import { AssignmentListItemSchema } from './assignments.js';
import { ActiveTripSchema } from './itinerary.js';
import { messages } from './messages.js';
import { TaskListItemSchema } from './tasks.js';
import { TimecardSchema } from './timecards.js';
import { TripListItemSchema } from './trips.js';

/** How many of each list the dashboard shows; each card links to its area for the rest. */
export const DASHBOARD_LIST_SIZE = 5;
/** Tasks due within this many days show beside the overdue ones. */
export const TASKS_DUE_WITHIN_DAYS = 7;

export const DashboardQuerySchema = z.object({
  /** The moment to look at: the browser's clock, so the page agrees with the user's own. */
  at: z.iso.datetime({ offset: true, error: messages.dateNotValid }).optional(),
});

/** Everything the signed-in home shows, in one answer. */
export const DashboardSchema = z.object({
  at: z.string(),
  activeTrip: ActiveTripSchema.nullable(),
  upcomingTrips: z.array(TripListItemSchema),
  upcomingAssignments: z.array(AssignmentListItemSchema),
  timer: TimecardSchema.nullable(),
  /** This week's finished hours (home zone, the user's first day of week) and the weekly target. */
  week: z.object({ weekStart: z.string(), labor: z.number(), travel: z.number(), targetHours: z.number() }),
  favoriteRewards: z.array(
    z.object({
      id: z.uuid(),
      company: z.string(),
      memberNumber: z.string(),
      points: z.number().int(),
      status: z.string(),
      /** Points now less points a month ago; null when the reward is younger than a month. */
      pointsChange: z.number().int().nullable(),
    }),
  ),
  /** Open tasks overdue or due within the coming days, overdue first. */
  tasks: z.object({ items: z.array(TaskListItemSchema), overdue: z.number().int(), dueSoon: z.number().int() }),
  /** The oldest trips not yet paid, with what each is owed (spent less received, home currency), and how many there are. */
  unpaidTrips: z.object({
    items: z.array(z.object({ id: z.uuid(), title: z.string(), owedMinor: z.number().int() })),
    count: z.number().int(),
    currency: z.string(),
  }),
  /** Forwarded confirmations waiting for review (read, or failed to read). */
  imports: z.object({ waiting: z.number().int() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
