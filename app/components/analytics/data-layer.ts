import { CONSENT_WITHDRAWN } from "../../domain/analytics/consent-mode";
import type { EcommerceEvent } from "../../domain/analytics/ecommerce-events";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The page's data layer, only where the tag manager's boot script made one: that script runs only for
 * a brand with a container and a guest who agreed (components/analytics/tag-manager.tsx). So without
 * consent nothing here pushes anything, and nothing here can start measuring by itself.
 */
function dataLayer(): unknown[] | null {
  if (typeof window === "undefined") return null;
  return (window as DataLayerWindow).dataLayer ?? null;
}

/** Pushes a GA4 e-commerce event, clearing the previous one's data first (Google's advice for GTM). */
export function pushEcommerceEvent(event: EcommerceEvent): void {
  const layer = dataLayer();
  if (!layer) return;
  layer.push({ ecommerce: null });
  layer.push(event);
}

/** `gtag('consent', 'update', …)`: the tag manager reads the Arguments object, not an array. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads gtag's Arguments object
  dataLayer()?.push(arguments);
}

/** The guest withdrew on this page: analytics storage denied before the next page (which loads no tag). */
export function withdrawAnalyticsConsent(): void {
  if (dataLayer()) gtag("consent", "update", CONSENT_WITHDRAWN);
}
