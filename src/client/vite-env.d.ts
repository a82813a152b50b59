interface ImportMetaEnv {
  /** Set by the production build only; see vite.config.ts. */
  readonly VITE_BUILD_ID?: string;
  /** Overrides SESSION_REFRESH_MS (src/client/config/session.ts), in milliseconds. */
  readonly VITE_SESSION_REFRESH_MS?: string;
}
