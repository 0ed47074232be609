/**
 * The `headers` of pages that show a manage link or a guest's details: never kept by a browser's or a
 * proxy's cache, where the next person at a shared computer could open them from the history.
 */
export function noStoreHeaders() {
  return { "Cache-Control": "no-store" };
}
