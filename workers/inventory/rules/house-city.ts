import { haversineKm } from "./geo";

/** A row of `cities` as a new house's city is chosen from. */
export type CityChoice = { id: string; name: string; country: string; lat: number; long: number; currency: string };

/**
 * A house joins the nearest city of its country within this distance (its centre), so a house in
 * Charlottenburg is a Berlin house; farther away it founds a city of its own (docs/decisions/0105).
 */
export const CITY_JOIN_KM = 25;

/** Currencies of the countries outside the euro that a first house may be in; every other country: EUR. */
const NON_EURO_CURRENCIES: Readonly<Record<string, string>> = {
  CH: "CHF",
  LI: "CHF",
  GB: "GBP",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  SE: "SEK",
  DK: "DKK",
  NO: "NOK",
  IS: "ISK",
  RO: "RON",
  BG: "BGN",
  US: "USD",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
  TR: "TRY",
  AE: "AED",
};

/**
 * The city a new house at this position belongs to: the nearest existing city of its country within
 * CITY_JOIN_KM, else a new one named after the address's city, at the house's position, with the
 * currency its country's other cities use (a country's first city: NON_EURO_CURRENCIES or EUR).
 */
export function cityForHouse(
  cities: readonly CityChoice[],
  house: { city: string; country: string; lat: number; long: number },
  newCityId: () => string,
): { existing: CityChoice } | { created: CityChoice } {
  let nearest: { city: CityChoice; km: number } | null = null;
  for (const city of cities) {
    if (city.country !== house.country) continue;
    const km = haversineKm(city.lat, city.long, house.lat, house.long);
    if (km <= CITY_JOIN_KM && (!nearest || km < nearest.km)) nearest = { city, km };
  }
  if (nearest) return { existing: nearest.city };
  const sameCountry = cities.find((city) => city.country === house.country);
  return {
    created: {
      id: newCityId(),
      name: house.city,
      country: house.country,
      lat: house.lat,
      long: house.long,
      currency: sameCountry?.currency ?? NON_EURO_CURRENCIES[house.country] ?? "EUR",
    },
  };
}
