/**
 * The client's route table as path patterns, shared so the server can answer 404 for a page that
 * the single-page app would show as not found, and the client can register exactly these.
 * A pattern segment starting with ':' matches any one segment.
 */
export const publicPaths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  confirmEmailChange: '/confirm-email-change',
  /** A receipt made public: opens without signing in, 404 once made private. */
  publicReceipt: '/public/receipts/:token',
} as const;

/** Paths under the application shell; a feature adds its own when it lands. */
export const protectedPaths = {
  dashboard: '/protected/dashboard',
  dual: '/protected/dual',
  profile: '/protected/profile',
  customers: '/protected/customers',
  customer: '/protected/customers/:id',
  contacts: '/protected/contacts',
  contact: '/protected/contacts/:id',
  projects: '/protected/projects',
  project: '/protected/projects/:id',
  assignments: '/protected/assignments',
  assignment: '/protected/assignments/:id',
  timecards: '/protected/timecards',
  // The fixed paths under trips come before `:id`, which would match them too.
  trips: '/protected/trips',
  reservations: '/protected/trips/reservations',
  imports: '/protected/trips/imports',
  activeTrip: '/protected/trips/widgets/activetrip',
  trip: '/protected/trips/:id',
  // `new` (with ?tripId= to file it under a trip) or a receipt's id.
  receipt: '/protected/receipts/:id',
  paymentTypes: '/protected/settings/payments',
  paymentType: '/protected/settings/payments/:id',
  receiptTypes: '/protected/settings/receipts',
  receiptType: '/protected/settings/receipts/:id',
  rewards: '/protected/rewards',
  reward: '/protected/rewards/:id',
  tasks: '/protected/tasks',
  charts: '/protected/charts',
} as const satisfies Record<string, string>;

/** The form of a record's id (UUID): a page's data is asked for ahead only for an id of this form. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a signed-in page reads from the API before it can show anything, in the form the client asks
 * for it: the server asks for the same with the page (`<link rel="preload" as="fetch">`,
 * src/server/http/route-preloads.ts), so that the answers travel while the app's code does, and the
 * client's first requests find them there. Every page of the shell reads the session, the profile
 * (home zone, currency) and the running timer (the header's chip); a trip's page its trip and itinerary.
 */
export function firstReads(pathname: string): string[] {
  if (!Object.values(protectedPaths).some((pattern) => matchesPattern(pattern, pathname))) return [];
  const shell = ['/api/auth/session', '/api/v1/account/profile', '/api/v1/timecards/timer'];
  const [, id = ''] = /^\/protected\/trips\/([^/]+)\/?$/.exec(pathname) ?? [];
  const trip = RECORD_ID.test(id) && matchesPattern(protectedPaths.trip, pathname) ? [`/api/v1/trips/${id}`, `/api/v1/trips/${id}/itinerary`] : [];
  return [...shell, ...trip];
}

/** Where the installed app opens (the manifest's start URL): the dashboard, the signed-in home. */
export const startPath = protectedPaths.dashboard;

/** Where signing in leads when no return address was asked for: the dashboard. */
export const afterSignInPath = protectedPaths.dashboard;

export const clientPathPatterns: readonly string[] = [
  ...Object.values(publicPaths),
  ...Object.values(protectedPaths),
];

/** Fills a pattern's `:name` segments from `params`. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** True when `pathname` matches `pattern` segment by segment (a trailing slash is ignored). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.split('/').filter(Boolean);
  const want = split(pattern);
  const got = split(pathname);
  return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg === got[i]);
}

/**
 * Where a route's page lives in the client, by its name in the tables above: `signIn` is
 * `features/<feature>/routes/sign-in-page.tsx`. The server reads the build manifest with it to
 * preload a page's code with the page itself (src/server/http/route-preloads.ts); a test holds
 * every route to it.
 */
export const pageModuleSuffix = (name: string) => `/routes/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;

/** The module of the frame around every protected page, loaded with any of them. */
export const shellModule = 'app/layout/app-shell.tsx';

/** True when some client page answers `pathname`. */
export function isClientPath(pathname: string): boolean {
  return clientPathPatterns.some((pattern) => matchesPattern(pattern, pathname));
}
