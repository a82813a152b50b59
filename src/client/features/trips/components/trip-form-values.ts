import type { FormErrors } from '@mantine/form';
import { fromMinorUnits } from '../../../../shared/money.js';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { TripInputSchema, type QuickLink, type Trip } from '../../../../shared/trips.js';
import type { LinkedContact } from '../../../components/contact-picker.js';
import { filledPairs, firstPairError, type Pair } from '../../../components/record-parts/pairs.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';

export type TripValues = {
  title: string;
  customerId: string | null;
  projectId: string | null;
  address: string;
  start: ZonedValue;
  startEvent: string;
  end: ZonedValue;
  endEvent: string;
  estimatedCost: string;
  budget: string;
  currency: string;
  paid: boolean;
  /** What was reimbursed, in the home currency; asked for once the trip is marked paid. */
  received: string;
  confirmationNumber: string;
  contacts: LinkedContact[];
  quickLinks: QuickLink[];
  tags: Pair[];
  properties: Pair[];
};

/** What a new trip starts with: the user's home zone and currency, and the customer it was created for. */
export interface TripDefaults {
  zone: string;
  currency: string;
  customerId: string | null;
}

const amount = (minor: number | null | undefined, currency: string) => (minor == null ? '' : fromMinorUnits(minor, currency));

export const tripValuesOf = (defaults: TripDefaults, t?: Trip): TripValues => ({
  title: t?.title ?? '',
  customerId: t ? (t.customer?.id ?? null) : defaults.customerId,
  projectId: t?.project?.id ?? null,
  address: t?.address ?? '',
  start: t?.start ? { local: t.start.local, zone: t.start.zone } : { local: '', zone: defaults.zone },
  startEvent: t?.startEvent ?? '',
  // An end is usually where the trip started from: a new end defaults to the start's zone.
  end: t?.end ? { local: t.end.local, zone: t.end.zone } : { local: '', zone: t?.start?.zone ?? defaults.zone },
  endEvent: t?.endEvent ?? '',
  estimatedCost: amount(t?.estimatedCostMinor, t?.currency ?? defaults.currency),
  budget: amount(t?.budgetMinor, t?.currency ?? defaults.currency),
  currency: t?.currency ?? defaults.currency,
  paid: t?.paid ?? false,
  received: amount(t?.receivedMinor, t?.homeCurrency ?? defaults.currency),
  confirmationNumber: t?.confirmationNumber ?? '',
  contacts: t?.contacts ?? [],
  quickLinks: t?.quickLinks ?? [],
  tags: t?.tags ?? [],
  properties: t?.properties ?? [],
});

const blankLink = (link: QuickLink) => !link.agencyName.trim() && !link.url.trim() && !link.linkName.trim();
const zonedOrNull = (value: ZonedValue) => (value.local ? value : null);
const amountOrNull = (text: string) => (text.trim() === '' ? null : text);

/** What Save sends; rows left empty (a quick link, a tag) are dropped rather than refused. */
export const tripBodyOf = (v: TripValues) => ({
  title: v.title,
  customerId: v.customerId,
  projectId: v.projectId,
  address: v.address,
  start: zonedOrNull(v.start),
  startEvent: v.startEvent,
  end: zonedOrNull(v.end),
  endEvent: v.endEvent,
  estimatedCost: amountOrNull(v.estimatedCost),
  budget: amountOrNull(v.budget),
  currency: v.currency,
  paid: v.paid,
  received: v.paid ? amountOrNull(v.received) : null,
  confirmationNumber: v.confirmationNumber,
  contactIds: v.contacts.map((c) => c.id),
  quickLinks: v.quickLinks.filter((link) => !blankLink(link)),
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

/**
 * The errors the API would give, under the fields of the form. Empty quick-link rows are not sent,
 * so the positions of the sent links are mapped back to the rows they came from.
 */
export function validateTrip(values: TripValues): FormErrors {
  const rows = values.quickLinks.flatMap((link, index) => (blankLink(link) ? [] : [index]));
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(schemaErrors(TripInputSchema, tripBodyOf(values)))) {
    const link = /^quickLinks\.(\d+)\.(.+)$/.exec(path);
    errors[link ? `quickLinks.${rows[Number(link[1])] ?? link[1]}.${link[2]}` : path] = message;
  }
  errors.tags = firstPairError(TagsSchema, values.tags);
  errors.properties = firstPairError(PropertiesSchema, values.properties);
  return errors;
}
