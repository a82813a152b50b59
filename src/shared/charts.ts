import { z } from 'zod';
import { messages } from './messages.js';
import { DateSchema } from './time.js';

/** The longest range the charts take at once: ten years and a bit, a consultant's whole history. */
export const CHARTS_MAX_DAYS = 3700;

export const ChartsQuerySchema = z
  .object({ from: DateSchema, to: DateSchema })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0 || days > CHARTS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.dateNotValid });
  });
export type ChartsQuery = z.infer<typeof ChartsQuerySchema>;

/** The figures of every chart for a range of local dates, each as the rows its table shows. */
export const ChartsSchema = z.object({
  from: z.string(),
  to: z.string(),
  homeCurrency: z.string(),
  /** Finished timecard hours by the week (user's first day) of their local day, per project. */
  hoursPerWeek: z.array(z.object({ weekStart: z.string(), projectId: z.uuid().nullable(), project: z.string(), labor: z.number(), travel: z.number() })),
  /** Receipts by the month of their local date, type and currency: the amount in its currency and converted (null while a conversion is missing). */
  spendPerMonth: z.array(
    z.object({ month: z.string(), receiptType: z.string(), currency: z.string(), amountMinor: z.number().int(), homeMinor: z.number().int(), unconverted: z.number().int() }),
  ),
  /** Projects with a budget: the budget in its currency and spent in the home currency (all time). */
  budgets: z.array(z.object({ projectId: z.uuid(), project: z.string(), budgetMinor: z.number().int(), budgetCurrency: z.string(), spentMinor: z.number().int() })),
  /** Trips by the month they start (where they start), and their nights. */
  tripsPerMonth: z.array(z.object({ month: z.string(), trips: z.number().int(), nights: z.number().int() })),
  /** Flights by the year they depart: how many and their great-circle miles. */
  milesPerYear: z.array(z.object({ year: z.number().int(), flights: z.number().int(), miles: z.number() })),
});
export type Charts = z.infer<typeof ChartsSchema>;
