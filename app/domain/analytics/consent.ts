/**
 * The visitor's cookie choice (docs/decisions/0131): remembering the last search on this device
 * (`storage`) and measuring visits with the brand's Google Tag Manager (`analytics`). Stored in the
 * `__Host-consent` cookie as the granted purposes joined by "+", or "necessary" for none.
 */
export type Consent = { storage: boolean; analytics: boolean };

/** What the banner's buttons post; `custom` (its settings) with each purpose's switch, "on" when ticked. */
export type ConsentChoice = {
  consent: "all" | "necessary" | "reset" | "custom";
  storage?: string | undefined;
  analytics?: string | undefined;
};

const NONE = "necessary";

/** The cookie's value for a consent. */
export function consentCookieValue(consent: Consent): string {
  const granted = [consent.storage ? "storage" : null, consent.analytics ? "analytics" : null].filter(Boolean);
  return granted.length > 0 ? granted.join("+") : NONE;
}

/**
 * A stored cookie's consent, or null when the visitor has not answered. The old value "all" was
 * given before analytics was a purpose: it counts as no answer, so the banner asks once more rather
 * than reading it as consent to analytics.
 */
export function consentOfCookie(value: unknown): Consent | null {
  if (value === NONE) return { storage: false, analytics: false };
  if (typeof value !== "string" || value === "") return null;
  const parts = value.split("+");
  if (!parts.every((part) => part === "storage" || part === "analytics")) return null;
  return { storage: parts.includes("storage"), analytics: parts.includes("analytics") };
}

/** The consent a choice stores; null for `reset` (the cookie is dropped and the banner asks again). */
export function consentOfChoice(choice: ConsentChoice): Consent | null {
  switch (choice.consent) {
    case "all":
      return { storage: true, analytics: true };
    case "necessary":
      return { storage: false, analytics: false };
    case "reset":
      return null;
    case "custom":
      return { storage: choice.storage === "on", analytics: choice.analytics === "on" };
  }
}

/** Whether a page loads the brand's tag manager: the brand has a container and the visitor agreed. */
export function loadsTagManager(consent: Consent | null, gtmContainerId: string | null | undefined): boolean {
  return Boolean(gtmContainerId && consent?.analytics);
}
