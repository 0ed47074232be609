/**
 * Countries (ISO 3166-1 alpha-2, as GeoNames writes them) whose towns go into the places dataset.
 * Two countries reach far beyond Europe and are cut by `isInEurope`.
 */
export const EUROPEAN_COUNTRIES = [
  // European Union
  "AT", // Austria
  "BE", // Belgium
  "BG", // Bulgaria
  "CY", // Cyprus
  "CZ", // Czechia
  "DE", // Germany
  "DK", // Denmark
  "EE", // Estonia
  "ES", // Spain (with the Canary Islands, Ceuta and Melilla)
  "FI", // Finland
  "FR", // France (metropolitan and Corsica; the overseas departments have their own codes)
  "GR", // Greece
  "HR", // Croatia
  "HU", // Hungary
  "IE", // Ireland
  "IT", // Italy
  "LT", // Lithuania
  "LU", // Luxembourg
  "LV", // Latvia
  "MT", // Malta
  "NL", // Netherlands
  "PL", // Poland
  "PT", // Portugal (with the Azores and Madeira)
  "RO", // Romania
  "SE", // Sweden
  "SI", // Slovenia
  "SK", // Slovakia
  // EFTA
  "CH", // Switzerland
  "IS", // Iceland
  "LI", // Liechtenstein
  "NO", // Norway (Svalbard is SJ and left out)
  // United Kingdom, Crown Dependencies and other territories
  "GB", // United Kingdom
  "GG", // Guernsey
  "GI", // Gibraltar
  "IM", // Isle of Man
  "JE", // Jersey
  "FO", // Faroe Islands
  "AX", // Åland
  // Microstates
  "AD", // Andorra
  "MC", // Monaco
  "SM", // San Marino
  "VA", // Vatican City
  // Western Balkans
  "AL", // Albania
  "BA", // Bosnia and Herzegovina
  "ME", // Montenegro
  "MK", // North Macedonia
  "RS", // Serbia
  "XK", // Kosovo (GeoNames' user-assigned code)
  // Eastern Europe
  "BY", // Belarus
  "MD", // Moldova
  "UA", // Ukraine
  "RU", // Russia, west of the Urals only (see isInEurope)
  "TR", // Turkey, Istanbul and East Thrace only (see isInEurope)
] as const;

/** Easternmost longitude kept for Russia: the Ural mountains run along roughly 60° E. */
export const RUSSIA_MAX_LONGITUDE = 60;

/**
 * Turkish provinces (GeoNames admin1 codes) kept: Istanbul (both shores, as the city is one
 * destination) and the East Thrace provinces Edirne, Kırklareli and Tekirdağ.
 */
export const TURKEY_PROVINCES = new Set(["34", "22", "39", "59"]);

/** British Sovereign Base Areas on Cyprus carry the code GB with admin1 "05"; they are not in the UK. */
const EXCLUDED_REGIONS = new Set(["GB.05"]);

const COUNTRY_SET = new Set<string>(EUROPEAN_COUNTRIES);

export function isInEurope(country: string, admin1: string | undefined, long: number): boolean {
  if (!COUNTRY_SET.has(country)) return false;
  if (EXCLUDED_REGIONS.has(`${country}.${admin1 ?? ""}`)) return false;
  if (country === "RU") return long < RUSSIA_MAX_LONGITUDE;
  if (country === "TR") return admin1 !== undefined && TURKEY_PROVINCES.has(admin1);
  return true;
}
