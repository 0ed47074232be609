import type { DeliveryMessage } from "./deliveries/delivery-message";

/** Bindings and variables of the inventory Worker (workers/inventory/wrangler.toml). */
export interface InventoryEnv {
  INVENTORY_DB: D1Database;
  SEARCH_CACHE: KVNamespace;
  /** Operators' photos of apartment types (docs/decisions/0106); a local bucket on `npm start`. */
  PHOTOS: R2Bucket;
  /** Booking events to push out to channel managers (docs/decisions/0118); a local queue on `npm start`. */
  DELIVERY_QUEUE?: Queue<DeliveryMessage>;
  /** When set, every /api call must send it in the X-Api-Key header. Unset locally. */
  OTA_API_KEY?: string;
  /**
   * The identity provider whose admin tokens `/api/admin/*` accepts (its issuer, exactly). Unset: every
   * admin call is refused. docs/decisions/0023-admin-tokens.md.
   */
  ADMIN_TOKEN_ISSUER?: string;
  /** The audience admin tokens must name (default `urn:quartier:ota`). */
  ADMIN_TOKEN_AUDIENCE?: string;
  /** The provider's public keys as a JWKS JSON document, pinned (tests; production may pin too). */
  ADMIN_TOKEN_JWKS?: string;
  /** Where the provider's keys are, when not inline; default: the issuer's discovery document's jwks_uri. */
  ADMIN_TOKEN_JWKS_URL?: string;
  /** The claim that names the token's tenant (default `tenant`). */
  ADMIN_TOKEN_TENANT_CLAIM?: string;
  /** "allowed": delivery endpoints may be http://localhost (local runs and tests; never production). */
  DELIVERY_LOCAL_URLS?: string;
  /** Seconds a search result stays under its redirect location. */
  SEARCH_TTL_SECONDS?: string;
}
