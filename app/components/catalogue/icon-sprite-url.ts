/** Where the browser finds the service icons: one cached file instead of icon code in every page's JS. */
export const ICON_SPRITE_URL = "/icons/services.svg";
