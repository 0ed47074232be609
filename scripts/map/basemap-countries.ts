/**
 * Which Natural Earth countries get a label on the basemap, under which ISO 3166-1 alpha-2 code
 * (names come from Intl.DisplayNames in English and German), and which shared borders are drawn
 * dashed or left out.
 *
 * world-atlas ids are ISO 3166-1 numeric codes; Natural Earth has none for Kosovo, so it is matched
 * by name. Countries not listed here (e.g. Northern Cyprus, the UN buffer zone, the sovereign base
 * areas) get no label.
 */
export const COUNTRY_CODES: Record<string, string> = {
  "008": "AL",
  "012": "DZ",
  "020": "AD",
  "031": "AZ",
  "040": "AT",
  "051": "AM",
  "056": "BE",
  "070": "BA",
  "100": "BG",
  "112": "BY",
  "191": "HR",
  "196": "CY",
  "203": "CZ",
  "208": "DK",
  "233": "EE",
  "234": "FO",
  "246": "FI",
  "248": "AX",
  "250": "FR",
  "268": "GE",
  "276": "DE",
  "292": "GI",
  "300": "GR",
  "304": "GL",
  "336": "VA",
  "348": "HU",
  "352": "IS",
  "364": "IR",
  "368": "IQ",
  "372": "IE",
  "376": "IL",
  "380": "IT",
  "398": "KZ",
  "400": "JO",
  "422": "LB",
  "428": "LV",
  "434": "LY",
  "438": "LI",
  "440": "LT",
  "442": "LU",
  "470": "MT",
  "492": "MC",
  "498": "MD",
  "499": "ME",
  "504": "MA",
  "528": "NL",
  "578": "NO",
  "616": "PL",
  "620": "PT",
  "642": "RO",
  "643": "RU",
  "674": "SM",
  "682": "SA",
  "688": "RS",
  "703": "SK",
  "705": "SI",
  "724": "ES",
  "752": "SE",
  "756": "CH",
  "760": "SY",
  "788": "TN",
  "792": "TR",
  "804": "UA",
  "807": "MK",
  "818": "EG",
  "826": "GB",
  "831": "GG",
  "832": "JE",
  "833": "IM",
};

export const COUNTRY_CODES_BY_NAME: Record<string, string> = { Kosovo: "XK" };

/** A key for a pair of countries sharing a border, by Natural Earth name, order-independent. */
export function borderKey(a: string, b: string): string {
  return [a, b].sort().join("|");
}

/** Borders drawn dashed: contested or not generally recognised as international borders. */
export const DISPUTED_BORDERS = new Set([
  borderKey("Kosovo", "Serbia"),
  borderKey("N. Cyprus", "Cyprus U.N. Buffer Zone"),
  borderKey("N. Cyprus", "Dhekelia"),
  borderKey("W. Sahara", "Morocco"),
  borderKey("Palestine", "Israel"),
]);

/** Lines left out: the edges of the UN buffer zone and the sovereign base areas on the Republic of
 * Cyprus' side (the line to Northern Cyprus stays, dashed). */
export const HIDDEN_BORDERS = new Set([
  borderKey("Cyprus", "Cyprus U.N. Buffer Zone"),
  borderKey("Cyprus", "Dhekelia"),
  borderKey("Cyprus", "Akrotiri"),
  borderKey("Cyprus U.N. Buffer Zone", "Dhekelia"),
]);

/**
 * Natural Earth 4.1 (10m) puts Crimea inside Russia; the internationally recognised border (and the
 * position of the EU) puts it in Ukraine. The Russia–Ukraine line across the Crimean isthmus lies in
 * this box and is left out, so that Crimea reads as part of Ukraine.
 */
export const CRIMEA_ISTHMUS_BOX = [32.4, 44.3, 36.8, 46.4] as const;
