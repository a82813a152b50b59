/** The one place the app reloads itself, so tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` as a new page, the browser's own navigation rather than the router's. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
