import { isRouteErrorResponse } from "react-router";
import type { MessageKey } from "../../shared/i18n/message-key";
import type { Language } from "../../shared/tenancy/tenant";
import type { Consent as ConsentChoices } from "../domain/analytics/consent";
import type { SessionStatus } from "../domain/auth/session-user";
import type { StayBar } from "../domain/stay/stay-collection";
import type { PublicTenant } from "../domain/tenancy/public-tenant";
import type { TenantMatch } from "../domain/tenancy/resolve-tenant";

/** The visitor's cookie choice (remembering searches, analytics), or null when not asked yet. */
export type Consent = ConsentChoices | null;

/** A one-shot message carried across a redirect (a toast or an alert from a server response). */
export type FlashMessage = {
  kind: "toast" | "alert";
  variant: "info" | "error" | "errorImage" | "success" | "warning";
  /** An i18n key, so the message is shown in the page's language. */
  messageKey: MessageKey;
  /** Interpolation values for the message. */
  values?: Record<string, string>;
};

/**
 * What the root loader hands every page with a tenant. Its own module, so the layout components
 * and the root route both import it and neither imports the other for a type.
 */
export type RootData = {
  tenant: PublicTenant;
  area: TenantMatch["area"];
  locale: Language;
  /** The display currency. */
  currency: string;
  consent: Consent;
  flash: FlashMessage[];
  /** Whether someone is signed in, and what the header shows; tokens never leave the server. */
  session: SessionStatus;
  /** How often an open page asks the server to refresh the sign-in. */
  sessionRefreshSeconds: number;
  buildId: string;
  origin: string;
  /** The apartments collected for one stay (decision 0144): what the stay bar shows, or null. */
  stay: StayBar | null;
  /** Whether Cloudflare's image resizing serves smaller copies of photos (IMAGE_RESIZING, docs/decisions/0106). */
  imageResizing: boolean;
};

/**
 * The root data an error thrown before the loaders ran carries as `{ root }` (a language the brand
 * does not offer, routes/language-layout.tsx), so its page is still the brand's; else undefined.
 */
export function rootDataOfError(error: unknown): RootData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body = error.data as { root?: RootData } | null;
  return body && typeof body === "object" && body.root?.tenant ? body.root : undefined;
}
