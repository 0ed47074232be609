/** Where the browser keeps the remembered search, and the build that wrote it. */
export const SEARCH_STORAGE_KEY = "quartier.search";
const BUILD_KEY = "quartier.buildId";

/**
 * Drops what an older build stored (its shapes may differ), and everything when consent is missing.
 * Runs after hydration on every page; it needs no state library, so pages load none for it.
 */
export function resetStorageForBuild(buildId: string, consented: boolean): void {
  try {
    if (!consented) {
      localStorage.removeItem(SEARCH_STORAGE_KEY);
      localStorage.removeItem(BUILD_KEY);
      return;
    }
    if (localStorage.getItem(BUILD_KEY) !== buildId) {
      localStorage.removeItem(SEARCH_STORAGE_KEY);
      localStorage.setItem(BUILD_KEY, buildId);
    }
  } catch {
    // Storage can be unavailable (private mode, disabled): nothing to remember then.
  }
}

/** Whether this browser holds a remembered search, read without the state library. */
export function hasRememberedSearch(): boolean {
  try {
    return localStorage.getItem(SEARCH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
