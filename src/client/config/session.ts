const DEFAULT_SESSION_REFRESH_MS = 5 * 60 * 1000;
const configured = Number(import.meta.env.VITE_SESSION_REFRESH_MS);

/** How often a signed-in page re-reads its session, besides whenever the window becomes visible. */
export const SESSION_REFRESH_MS =
  Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_SESSION_REFRESH_MS;
