const DEFAULT_SESSION_REFRESH_MS = 5 * 60 * 1000;
const configured = Number(import.meta.env.VITE_SESSION_REFRESH_MS);

/** How often a signed-in page re-reads its session, besides whenever the window becomes visible. */
export const SESSION_REFRESH_MS =
  Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_SESSION_REFRESH_MS;

/**
 * After a successful password sign-in the page follows the session to the return address; if that
 * has not happened by then (the session read hangs), it loads the address itself.
 */
export const SIGN_IN_REDIRECT_FALLBACK_MS = 60_000;
