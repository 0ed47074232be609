import { atom, getDefaultStore } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SearchView } from "../../shared/search/search-view";
import { SEARCH_STORAGE_KEY } from "./client-storage";

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

const storage = createJSONStorage<PersistedSearch>(() => localStorage);
const storedSearchAtom = atomWithStorage<PersistedSearch>(SEARCH_STORAGE_KEY, {}, storage, { getOnInit: false });

/**
 * The remembered search. Without consent the storage is emptied after hydration
 * (`resetStorageForBuild`) and nothing writes to it (`rememberSearch` is called only with consent).
 */
export const persistedSearchAtom = atom(
  (get) => get(storedSearchAtom),
  (get, set, update: PersistedSearch) => set(storedSearchAtom, { ...get(storedSearchAtom), ...update }),
);

/** Merges into the remembered search. Callers check consent first, and load this module only then. */
export function rememberSearch(update: PersistedSearch): void {
  getDefaultStore().set(persistedSearchAtom, update);
}
