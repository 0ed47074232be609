/**
 * The OpenTravel ARI endpoint's limits, shared by the brand host's /api/opentravel and the inventory
 * route it forwards to (docs/decisions/0117, docs/guides/channel-managers.md).
 */

/** The largest message taken (413 above): 10,000 day-rows as single days fit with room to spare. */
export const OPENTRAVEL_MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The answers' media type. */
export const OPENTRAVEL_CONTENT_TYPE = "application/xml; charset=utf-8";
