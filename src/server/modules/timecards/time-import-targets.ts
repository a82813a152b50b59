// The customers and projects an import's entries go to: the user's own, matched by name without
// regard to case, or new ones the import makes (decision 037).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { projects } from '../../db/schema/projects.js';
import type { PlannedEntry } from './time-import-plan.js';

const PROJECT_NUMBER_MAX = 50;

/** A customer or project the entry goes to: one of the user's (by id), or one to make (by its key in `Targets`). */
type Target = { id: string } | { make: string } | null;

interface KnownProject {
  id: string;
  number: string;
  name: string;
  customerId: string | null;
}

interface NewProject {
  name: string;
  code: string;
  customer: Target;
}

export interface Targets {
  /** Per entry (in the entries' order), where it goes. */
  links: { customer: Target; project: Target }[];
  /** Customers to make, by key (their name in lower case), with the name as first written. */
  newCustomers: Map<string, string>;
  /** Projects to make, by key (their customer's key or id, and their name in lower case). */
  newProjects: Map<string, NewProject>;
  /** Project numbers in use, in lower case: those of new projects are chosen outside them. */
  numbers: Set<string>;
}

const fold = (name: string) => name.trim().toLowerCase();

/** The user's customers and projects, oldest first: of two with one name, the older is the match. */
async function known(db: Db, userId: string) {
  const [customerRows, projectRows] = await Promise.all([
    db.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.userId, userId)).orderBy(asc(customers.createdAt), asc(customers.id)),
    db
      .select({ id: projects.id, number: projects.projectNumber, name: projects.name, customerId: projects.customerId })
      .from(projects)
      .where(eq(projects.userId, userId))
      .orderBy(asc(projects.createdAt), asc(projects.id)),
  ]);
  const customerIds = new Map<string, string>();
  for (const c of customerRows) if (!customerIds.has(fold(c.name))) customerIds.set(fold(c.name), c.id);
  return { customerIds, projects: projectRows };
}

/**
 * The user's project for an entry: the one whose number is the entry's project code; else one
 * whose name (or number) is the entry's project name and whose customer is the entry's, or none;
 * else, for an entry without a customer, one of that name of any customer.
 */
function matchProject(entry: PlannedEntry, customer: Target, list: readonly KnownProject[]): KnownProject | undefined {
  const name = fold(entry.project);
  const code = fold(entry.projectCode);
  const rank = (p: KnownProject) => {
    if (code && fold(p.number) === code) return 0;
    if (fold(p.name) !== name && fold(p.number) !== name) return undefined;
    if (customer && 'id' in customer && p.customerId === customer.id) return 1;
    if (p.customerId === null) return 2;
    return customer === null ? 3 : undefined;
  };
  let best: { project: KnownProject; rank: number } | undefined;
  for (const project of list) {
    const r = rank(project);
    if (r !== undefined && (!best || r < best.rank)) best = { project, rank: r };
  }
  return best?.project;
}

/** Where each entry goes, and what must be made for them; reads the user's records only. */
export async function resolveTargets(db: Db, userId: string, entries: readonly PlannedEntry[]): Promise<Targets> {
  const { customerIds, projects: list } = await known(db, userId);
  const newCustomers = new Map<string, string>();
  const newProjects = new Map<string, NewProject>();
  const links = entries.map((entry) => {
    let customer: Target = null;
    if (entry.customer) {
      const key = fold(entry.customer);
      const id = customerIds.get(key);
      if (id) customer = { id };
      else {
        if (!newCustomers.has(key)) newCustomers.set(key, entry.customer);
        customer = { make: key };
      }
    }
    if (!entry.project) return { customer, project: null };
    const found = matchProject(entry, customer, list);
    if (found) return { customer, project: { id: found.id } };
    const key = `${customer === null ? '' : 'id' in customer ? customer.id : `new:${customer.make}`}\u0000${fold(entry.project)}`;
    if (!newProjects.has(key)) newProjects.set(key, { name: entry.project, code: entry.projectCode, customer });
    return { customer, project: { make: key } };
  });
  return { links, newCustomers, newProjects, numbers: new Set(list.map((p) => fold(p.number))) };
}

/** A project number not yet in use: the project code, else the name, with ' (2)', ' (3)', … when taken. */
function freeNumber(project: NewProject, numbers: Set<string>): string {
  const base = (project.code && project.code.length <= PROJECT_NUMBER_MAX ? project.code : project.name).trim().slice(0, PROJECT_NUMBER_MAX).trim();
  let number = base;
  for (let n = 2; numbers.has(fold(number)); n++) {
    const suffix = ` (${n})`;
    number = `${base.slice(0, PROJECT_NUMBER_MAX - suffix.length).trimEnd()}${suffix}`;
  }
  numbers.add(fold(number));
  return number;
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Makes the customers and projects `targets` needs, in the caller's transaction; answers each entry's customer and project id. */
export async function makeTargets(tx: Db, userId: string, targets: Targets, currency: string) {
  const customerIds = new Map<string, string>();
  for (const part of chunks([...targets.newCustomers])) {
    // Matched back by name (unique in lower case here), not by the order rows come back in.
    const made = await tx.insert(customers).values(part.map(([, name]) => ({ userId, name }))).returning({ id: customers.id, name: customers.name });
    for (const row of made) customerIds.set(fold(row.name), row.id);
  }
  const idOf = (target: Target, ids: Map<string, string>) => (target === null ? null : 'id' in target ? target.id : (ids.get(target.make) ?? null));
  const projectIds = new Map<string, string>();
  for (const part of chunks([...targets.newProjects])) {
    const keyOf = new Map<string, string>();
    const rows = part.map(([key, p]) => {
      const projectNumber = freeNumber(p, targets.numbers);
      keyOf.set(projectNumber, key);
      return { userId, projectNumber, name: p.name, customerId: idOf(p.customer, customerIds), budgetCurrency: currency };
    });
    const made = await tx.insert(projects).values(rows).returning({ id: projects.id, projectNumber: projects.projectNumber });
    for (const row of made) projectIds.set(keyOf.get(row.projectNumber) ?? '', row.id);
  }
  return targets.links.map((link) => ({ customerId: idOf(link.customer, customerIds), projectId: idOf(link.project, projectIds) }));
}
