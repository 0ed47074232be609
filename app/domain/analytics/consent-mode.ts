/**
 * Google's Consent Mode v2 around the brand's tag manager (docs/decisions/0131). The page that may
 * measure states the defaults (everything denied) before any tag, then grants analytics storage only
 * (advertising stays denied), then loads the container. A withdrawal sends the denial on the page it
 * happens; the next pages load nothing.
 */

/** Every Consent Mode v2 signal, denied: what a page states before any tag. */
export const CONSENT_DEFAULT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/** After the visitor agreed to analytics: analytics storage only. */
export const CONSENT_GRANTED = { analytics_storage: "granted" } as const;

/** After the visitor withdrew. */
export const CONSENT_WITHDRAWN = { analytics_storage: "denied" } as const;

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** The container's script address (the id is validated as `GTM-[A-Z0-9]+` by the tenant schema). */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * The inline script of a page that measures: the data layer and `gtag`, the default and the grant,
 * then Google's own start event and the container's script, carrying this script's nonce (the CSP
 * allows the host; the nonce lets the container's own nonce-aware tags run).
 */
export function tagManagerBootScript(containerId: string): string {
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){window.dataLayer.push(arguments);}",
    `gtag("consent","default",${JSON.stringify(CONSENT_DEFAULT)});`,
    `gtag("consent","update",${JSON.stringify(CONSENT_GRANTED)});`,
    'window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
    'var s=document.createElement("script");s.async=true;',
    `s.src=${JSON.stringify(tagManagerScriptUrl(containerId))};`,
    "var c=document.currentScript;if(c&&c.nonce)s.nonce=c.nonce;",
    "document.head.appendChild(s);",
  ].join("");
}
