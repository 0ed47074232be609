/** Bindings and variables of the inventory Worker (workers/inventory/wrangler.toml). */
export interface InventoryEnv {
  INVENTORY_DB: D1Database;
  SEARCH_CACHE: KVNamespace;
  /** When set, every /api call must send it in the X-Api-Key header. Unset locally. */
  OTA_API_KEY?: string;
  /** Seconds a search result stays under its redirect location. */
  SEARCH_TTL_SECONDS?: string;
}
