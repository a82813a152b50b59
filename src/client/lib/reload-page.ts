/** The one place the app reloads itself, so tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
