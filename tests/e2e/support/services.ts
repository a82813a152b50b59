/** The second app server of the end-to-end run, whose external services are all stopped (playwright.config.ts). */
export const servicesStoppedPort = Number(process.env.E2E_SERVICES_STOPPED_PORT ?? 4174);
/** Where nothing listens: every call to a "stopped" service is refused at once. */
export const STOPPED = 'http://127.0.0.1:9';
