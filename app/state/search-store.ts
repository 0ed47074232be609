import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SearchView } from "~/domain/search/search-view";

/** What the browser remembers of searches (spec section 9: only the view and the search input). */
export type PersistedSearch = {
  view?: SearchView;
  input?: {
    location: string;
    placeId?: string;
    lat: number;
    long: number;
    inDate: string;
    outDate: string;
    guests: number;
    radius: number;
  };
};

const STORAGE_KEY = "quartier.search";
const BUILD_KEY = "quartier.buildId";

/** Whether the visitor allowed optional storage; set from the cookie banner's answer. */
export const storageConsentAtom = atom(false);

const storage = createJSONStorage<PersistedSearch>(() => localStorage);
const storedSearchAtom = atomWithStorage<PersistedSearch>(STORAGE_KEY, {}, storage, { getOnInit: false });

/** The remembered search: read always, written only with consent. */
export const persistedSearchAtom = atom(
  (get) => get(storedSearchAtom),
  (get, set, update: PersistedSearch) => {
    if (!get(storageConsentAtom)) return;
    set(storedSearchAtom, { ...get(storedSearchAtom), ...update });
  },
);

/**
 * Drops what an older build stored (its shapes may differ), and everything when consent is missing.
 * Runs once after hydration.
 */
export function resetStorageForBuild(buildId: string, consented: boolean): void {
  try {
    if (!consented) {
      localStorage.removeItem(STORAGE_KEY);
      localStorage.removeItem(BUILD_KEY);
      return;
    }
    if (localStorage.getItem(BUILD_KEY) !== buildId) {
      localStorage.removeItem(STORAGE_KEY);
      localStorage.setItem(BUILD_KEY, buildId);
    }
  } catch {
    // Storage can be unavailable (private mode, disabled): nothing to remember then.
  }
}
