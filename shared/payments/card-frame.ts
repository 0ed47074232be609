/**
 * What the framed card page posts to the app window with its height (`{ type, height }`), so the
 * payment step sizes the frame to the whole form. The app accepts it only from the card page's origin.
 */
export const CARD_PAGE_HEIGHT_MESSAGE = "quartier:card-page-height";

/**
 * What the app posts to the framed card page (target origin: the card page's) to ask for its height
 * again: the page may have reported it before the app's listener was there (before hydration).
 */
export const CARD_PAGE_HEIGHT_REQUEST = "quartier:card-page-height-request";

/** The frame heights the app accepts from that message, in CSS pixels. */
export const CARD_FRAME_HEIGHT = { min: 240, max: 2400 } as const;

/** The height to give the card frame for a message from `origin`, or null to ignore the message. */
export function cardFrameHeight(message: { origin: string; data: unknown }, cardPageOrigin: string): number | null {
  if (message.origin !== cardPageOrigin) return null;
  const data = message.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== CARD_PAGE_HEIGHT_MESSAGE) return null;
  const height = data.height;
  if (typeof height !== "number" || !Number.isFinite(height)) return null;
  return Math.min(CARD_FRAME_HEIGHT.max, Math.max(CARD_FRAME_HEIGHT.min, Math.ceil(height)));
}

/**
 * What the framed card page posts to the app window once the card is sent (`{ type, transactionId }`):
 * the form posts inside the frame, so its errors stay there, and the app then takes the guest on to
 * its payment step with that transaction, as the whole-window redirect of the unframed page does.
 */
export const CARD_PAGE_DONE_MESSAGE = "quartier:card-page-done";

/** The sent transaction's id for a message from `origin`, or null to ignore the message. */
export function cardPageDone(message: { origin: string; data: unknown }, cardPageOrigin: string): string | null {
  if (message.origin !== cardPageOrigin) return null;
  const data = message.data as { type?: unknown; transactionId?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== CARD_PAGE_DONE_MESSAGE) return null;
  // An opaque id that only goes into the step's own query (the step reads the session's transaction);
  // checked here without the contract's zod schemas, which the step's browser code does not need.
  const id = data.transactionId;
  return typeof id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/** The payment step's own address with the sent transaction: where the app goes on to. */
export function cardReturnPath(current: { pathname: string; search: string }, transactionId: string): string {
  const search = new URLSearchParams(current.search);
  search.set("transactionId", transactionId);
  return `${current.pathname}?${search.toString()}`;
}
